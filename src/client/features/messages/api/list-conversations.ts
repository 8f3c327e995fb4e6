import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationListResponseSchema, type ConversationList } from '#shared/schemas/messages.ts';
import { api } from '#client/api/client.ts';

export const MESSAGES_KEY = ['messages'] as const;

export function getConversations(signal?: AbortSignal): Promise<ConversationList> {
  return api.get('/messages/conversations', { signal, schema: conversationListResponseSchema });
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'conversations'],
    queryFn: ({ signal }) => getConversations(signal),
  });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
