import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationResponseSchema, type ConversationDetail } from '#shared/schemas/messages.ts';
import { api } from '#client/api/client.ts';
import { MESSAGES_KEY } from './list-conversations.ts';

/** Reading a conversation marks it read on the server. */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return api.get(`/messages/conversations/${id}`, { signal, schema: conversationResponseSchema });
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'conversation', id],
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
