import { z } from 'zod';

/** The one JSON error shape every route answers with. `code` is stable; clients translate it. */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'token_expired',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'invalid_credentials',
  'email_not_confirmed',
  'account_inactive',
  'email_taken',
  'weak_password',
  'wrong_password',
  'payload_too_large',
  'bot_check_failed',
  'internal',
  'unavailable',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'linkedin_taken',
  'company_taken',
  'oauth_failed',
  'too_many_streams',
  'bot_check_required',
  'reward_above_maximum',
  'cv_reader_busy',
  'guarantee_ended',
  'own_company_job',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
