import { useQuery } from '@tanstack/react-query';
import { contactListResponseSchema } from '#shared/schemas/messages.ts';
import { api } from '#client/api/client.ts';
import { MESSAGES_KEY } from './list-conversations.ts';

export function getContacts(signal?: AbortSignal) {
  return api.get('/messages/contacts', { signal, schema: contactListResponseSchema });
}

export function useContacts(enabled: boolean) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'contacts'],
    queryFn: ({ signal }) => getContacts(signal),
    enabled,
  });
}
