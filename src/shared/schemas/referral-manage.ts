import { z } from 'zod';
import { publicIdSchema } from './files.ts';
import { REFERRAL_MESSAGES, referNewRequestSchema } from './referrals.ts';

/**
 * "May I refer this person to this job?" before a CV is chosen: the person by e-mail and LinkedIn
 * page, or one of the caller's candidate records. At least one of the three is needed.
 */
export const referralCheckRequestSchema = z
  .object({
    jobId: referNewRequestSchema.shape.jobId,
    candidateId: publicIdSchema.optional(),
    email: referNewRequestSchema.shape.email.optional(),
    linkedinPage: referNewRequestSchema.shape.linkedinPage.optional(),
  })
  .refine((value) => value.candidateId || value.email || value.linkedinPage, {
    path: ['email'],
    message: REFERRAL_MESSAGES.emailRequired,
  });
export type ReferralCheckRequest = z.input<typeof referralCheckRequestSchema>;

/** Why a person cannot be referred; never who referred them, nor anything about that referral. */
export const REFERRAL_REFUSALS = ['already_referred', 'already_applied'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

/** The catalogue text (i18n key) of each refusal. */
export const REFERRAL_REFUSAL_KEYS: Record<ReferralRefusal, string> = {
  already_referred: 'referrals.outcome.alreadyReferred',
  already_applied: 'referrals.outcome.alreadyApplied',
};

export const referralCheckResponseSchema = z.object({
  referable: z.boolean(),
  reason: z.enum(REFERRAL_REFUSALS).nullable(),
  /** The reason in English; clients show the text of `REFERRAL_REFUSAL_KEYS[reason]`. */
  message: z.string().nullable(),
});
export type ReferralCheckResponse = z.infer<typeof referralCheckResponseSchema>;

/** A referral by its natural key: one candidate record is referred to a job at most once. */
export const referralWithdrawParamsSchema = z.object({
  jobId: publicIdSchema,
  candidateId: publicIdSchema,
});

export const referralWithdrawResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});
