import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import type { ContactRequest } from '#shared/schemas/contact.ts';
import { api } from '#client/api/client.ts';

/** POST /api/contact: stores the message and e-mails staff (bot-checked, rate limited). */
export function sendContactMessage(body: ContactRequest) {
  return api.post('/contact', body, { schema: okResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
