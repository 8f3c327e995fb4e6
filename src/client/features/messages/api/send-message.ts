import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { StartConversationRequest } from '#shared/schemas/messages.ts';
import { api } from '#client/api/client.ts';
import { MESSAGES_KEY } from './list-conversations.ts';

const createdSchema = z.object({ conversationId: z.string() });

export type SendInput = { conversationId: string; text: string } | StartConversationRequest;

/** Answers in a conversation, or starts one with a contact about a job. */
export function sendMessage(input: SendInput) {
  if ('conversationId' in input)
    return api.post(
      `/messages/conversations/${input.conversationId}/messages`,
      { text: input.text },
      { schema: createdSchema },
    );
  const { recipientId, jobId, text } = input;
  return api.post(
    '/messages/conversations',
    { recipientId, jobId, text },
    { schema: createdSchema },
  );
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
