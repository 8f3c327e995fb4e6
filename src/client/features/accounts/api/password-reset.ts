import { useMutation } from '@tanstack/react-query';
import type {
  ResetPasswordRequest,
  ResetRequest,
  VerifyCodeRequest,
} from '#shared/schemas/accounts.ts';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { getBotCheckToken } from '#client/components/bot-check/get-bot-check-token.ts';
import { api } from '#client/api/client.ts';
import { BotCheckError } from './bot-check-error.ts';

async function resetToken() {
  try {
    return await getBotCheckToken('reset');
  } catch {
    throw new BotCheckError();
  }
}

/** POST /api/accounts/password-reset/request (bot-checked; the same answer for any address). */
export async function postResetRequest(body: Omit<ResetRequest, 'captchaToken'>) {
  const captchaToken = await resetToken();
  return api.post(
    '/accounts/password-reset/request',
    { ...body, captchaToken },
    { anonymous: true, schema: okResponseSchema },
  );
}

/** POST /api/accounts/password-reset/verify: checks a code without using it up. */
export function postVerifyResetCode(body: VerifyCodeRequest) {
  return api.post('/accounts/password-reset/verify', body, {
    anonymous: true,
    schema: okResponseSchema,
  });
}

/** POST /api/accounts/password-reset (bot-checked). */
export async function postResetPassword(body: Omit<ResetPasswordRequest, 'captchaToken'>) {
  const captchaToken = await resetToken();
  return api.post(
    '/accounts/password-reset',
    { ...body, captchaToken },
    { anonymous: true, schema: okResponseSchema },
  );
}

export const useResetRequest = () => useMutation({ mutationFn: postResetRequest });
export const useVerifyResetCode = () => useMutation({ mutationFn: postVerifyResetCode });
export const useResetPassword = () => useMutation({ mutationFn: postResetPassword });
