import { z } from 'zod';
import { publicIdSchema } from './files.ts';
import {
  mobileSchema,
  REFERRAL_MESSAGES,
  REFERRAL_REFUSALS,
  referNewRequestSchema,
  type ReferralRefusal,
} from './referrals.ts';

/**
 * "May I refer this person to this job?" before a CV is chosen: the person by e-mail, phone and
 * LinkedIn page, or one of the caller's candidate records. At least one of the four is needed.
 */
export const referralCheckRequestSchema = z
  .object({
    jobId: referNewRequestSchema.shape.jobId,
    candidateId: publicIdSchema.optional(),
    email: referNewRequestSchema.shape.email.optional(),
    mobile: mobileSchema.optional(),
    linkedinPage: referNewRequestSchema.shape.linkedinPage.optional(),
  })
  .refine((value) => value.candidateId || value.email || value.mobile || value.linkedinPage, {
    path: ['email'],
    message: REFERRAL_MESSAGES.emailRequired,
  });
export type ReferralCheckRequest = z.input<typeof referralCheckRequestSchema>;

export { REFERRAL_REFUSALS, type ReferralRefusal };

/** The catalogue text (i18n key) of each refusal. */
export const REFERRAL_REFUSAL_KEYS: Record<ReferralRefusal, string> = {
  already_referred: 'referrals.outcome.alreadyReferred',
  represented: 'referrals.outcome.represented',
  objected: 'referrals.outcome.objected',
  self: 'referrals.outcome.self',
};

export const referralCheckResponseSchema = z.object({
  referable: z.boolean(),
  reason: z.enum(REFERRAL_REFUSALS).nullable(),
  /** The reason in the caller's language; clients show the text of `REFERRAL_REFUSAL_KEYS[reason]`. */
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

// ---- Settings (staff) ------------------------------------------------------------------------

export const OWNERSHIP_MONTHS = { min: 1, max: 60, default: 6 } as const;

/** The referral rules staff set: how long a recruiter represents a person for a company. */
export const referralSettingsSchema = z.object({
  ownershipMonths: z
    .number({ error: 'referrals.settings.monthsRange' })
    .int('referrals.settings.monthsRange')
    .min(OWNERSHIP_MONTHS.min, 'referrals.settings.monthsRange')
    .max(OWNERSHIP_MONTHS.max, 'referrals.settings.monthsRange'),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const referralSettingsResponseSchema = referralSettingsSchema.extend({
  updatedAt: z.string().nullable(),
});
export type ReferralSettingsResponse = z.infer<typeof referralSettingsResponseSchema>;
