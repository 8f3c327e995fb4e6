import { z } from 'zod';

const termTypeId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A text whose version in force the user has not answered yet. */
export const pendingTextSchema = z.object({
  termTypeId,
  version: z.number(),
  publishedAt: z.string(),
  /** Only the explicit consent (3) may be declined. */
  required: z.boolean(),
});
export type PendingText = z.infer<typeof pendingTextSchema>;
export const pendingConsentsResponseSchema = z.object({ pending: z.array(pendingTextSchema) });
export type PendingConsentsResponse = z.infer<typeof pendingConsentsResponseSchema>;

/** The answers to the pending texts, each for the version the user was shown. */
export const saveConsentsRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        termTypeId,
        version: z.number().int().min(1).max(1_000_000),
        granted: z.boolean(),
      }),
    )
    .min(1)
    .max(3),
});
export type SaveConsentsRequest = z.infer<typeof saveConsentsRequestSchema>;

/** The secret of a referral notice link: 32 random bytes, base64url. */
export const referralNoticeParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalid'),
});

export const referralNoticeResponseSchema = z.object({
  referrer: z.string(),
  job: z.string(),
  company: z.string(),
  referredAt: z.string(),
  language: z.enum(['en', 'tr']),
  person: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedin: z.string().nullable(),
    hasCv: z.boolean(),
    additionalInfo: z.string().nullable(),
  }),
  response: z.enum(['confirmed', 'objected']).nullable(),
  respondedAt: z.string().nullable(),
});
export type ReferralNoticeResponse = z.infer<typeof referralNoticeResponseSchema>;

export const referralNoticeAnswerSchema = z.object({
  response: z.enum(['confirmed', 'objected']),
});
export type ReferralNoticeAnswer = z.infer<typeof referralNoticeAnswerSchema>;
