import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode } from '../constants/domain.ts';
import { pageQuerySchema } from './common.ts';
import { dateSchema } from './fields.ts';

export const POINT_KINDS = ['reward', 'payout', 'payout_return', 'reversal', 'adjustment'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** A payable balance in one currency; two currencies are never added into one figure. */
export const currencyBalanceSchema = z.object({
  currency: z.string(),
  amountMinor: z.number().int(),
  /** Whole points beside the amount: 1 point per major unit of its currency. */
  points: z.number().int(),
});
export type CurrencyBalance = z.infer<typeof currencyBalanceSchema>;

/** The badge: the payable balance per currency (empty when nothing is payable). */
export const pointsBalanceResponseSchema = z.object({ balances: z.array(currencyBalanceSchema) });
export type PointsBalance = z.infer<typeof pointsBalanceResponseSchema>;

/** Per currency: what the recruiter may earn, is waiting for, can be paid, and was paid. */
export const rewardTotalsSchema = z.object({
  currency: z.string(),
  /** Rewards of referrals in progress on open jobs (not hired, not rejected). */
  potentialMinor: z.number().int(),
  /** Held rewards: hires inside their guarantee period or not yet paid by the company. */
  pendingMinor: z.number().int(),
  /** Payable now: the ledger balance. */
  earnedMinor: z.number().int(),
  /** Paid out, less payouts the bank returned. */
  paidMinor: z.number().int(),
});
export type RewardTotals = z.infer<typeof rewardTotalsSchema>;

/** A held reward and when it becomes payable: the later of the guarantee end and the company's payment. */
export const pendingRewardSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  candidateName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  hiredAt: z.string(),
  guaranteeEndsAt: z.string(),
  /** False: payable only once the company has paid its hire invoice. */
  companyPaid: z.boolean(),
});
export type PendingReward = z.infer<typeof pendingRewardSchema>;

export const rewardSummaryResponseSchema = z.object({
  totals: z.array(rewardTotalsSchema),
  pending: z.array(pendingRewardSchema),
});
export type RewardSummaryResponse = z.infer<typeof rewardSummaryResponseSchema>;

const isoDay = dateSchema();

export const pointHistoryQuerySchema = pageQuerySchema.extend({
  kind: z.enum(POINT_KINDS).optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type PointHistoryQuery = {
  page: number;
  size: number;
  kind?: PointKind;
  currency?: CurrencyCode;
  from?: string;
  to?: string;
};

export const pointEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(POINT_KINDS),
  points: z.number(),
  amountMinor: z.number(),
  currency: z.string(),
  note: z.string().nullable(),
  jobTitle: z.string().nullable(),
  candidateName: z.string().nullable(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export const pointHistoryResponseSchema = z.object({
  items: z.array(pointEntrySchema),
  total: z.number(),
  balances: z.array(currencyBalanceSchema),
});
export type PointHistoryResponse = z.infer<typeof pointHistoryResponseSchema>;
