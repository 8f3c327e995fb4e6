import { z } from 'zod';

export const PAYOUT_STATUSES = ['created', 'sent', 'paid', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * What every list of payouts shows of one (staff's batch payouts, the recruiter billing
 * history): the recruiter, the statement and its amounts in minor units of `currency`.
 */
export const payoutRowSchema = z.object({
  recruiterName: z.string(),
  recruiterEmail: z.string(),
  statementNumber: z.string(),
  currency: z.string(),
  grossMinor: z.number().int(),
  withholdingRateBp: z.number().int(),
  withholdingMinor: z.number().int(),
  netMinor: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
});
