import { useMutation } from '@tanstack/react-query';
import type { SendCodeRequest, VerifyCodeRequest } from '#shared/schemas/accounts.ts';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';

/** POST /api/accounts/email-confirmation/send: answers ok whether or not the address is known. */
export function postSendConfirmationCode(body: SendCodeRequest) {
  return api.post('/accounts/email-confirmation/send', body, {
    anonymous: true,
    schema: okResponseSchema,
  });
}

/** POST /api/accounts/email-confirmation/verify */
export function postVerifyEmail(body: VerifyCodeRequest) {
  return api.post('/accounts/email-confirmation/verify', body, {
    anonymous: true,
    schema: okResponseSchema,
  });
}

export const useSendConfirmationCode = () => useMutation({ mutationFn: postSendConfirmationCode });
export const useVerifyEmail = () => useMutation({ mutationFn: postVerifyEmail });
