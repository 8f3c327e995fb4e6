import { z } from 'zod';
import { CURRENCY_CODES } from '../constants/domain.ts';
import { lineText, multiLineText } from './fields.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

/**
 * Blocked amounts (docs/decisions/10-rewards.md): what a company has committed (an open job's
 * reward, nobody hired yet), owes (a confirmed hire whose invoice is unpaid), or has paid for a
 * hire still inside its guarantee period. One row per commitment or held reward, per currency.
 */
export const BLOCKED_STATES = ['committed', 'owed', 'guarantee'] as const;
export type BlockedState = (typeof BLOCKED_STATES)[number];

export const BLOCKED_SORTS = [
  'guaranteeEndsAt',
  'company',
  'job',
  'amount',
  'currency',
  'hiredAt',
] as const;
export type BlockedSort = (typeof BLOCKED_SORTS)[number];

const filters = {
  /** Staff: part of the company's name. Company members only ever see their own. */
  company: lineText().max(100, 'validation.tooLong').optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  state: z.enum(BLOCKED_STATES).optional(),
};

export const blockedAmountsQuerySchema = listQuerySchema(
  BLOCKED_SORTS,
  'guaranteeEndsAt',
  'asc',
).extend(filters);
export type BlockedAmountsQuery = z.output<typeof blockedAmountsQuerySchema>;
export const blockedAmountsExportQuerySchema = blockedAmountsQuerySchema.omit({
  page: true,
  size: true,
});
export type BlockedAmountsFilters = Omit<BlockedAmountsQuery, 'page' | 'size' | 'sort' | 'order'>;
export const blockedTotalsQuerySchema = blockedAmountsExportQuerySchema.omit({
  sort: true,
  order: true,
});

export const blockedAmountSchema = z.object({
  /** The held reward's public id, or the job's for a commitment. */
  id: z.string(),
  state: z.enum(BLOCKED_STATES),
  /** Set on held rewards: what the guarantee actions act on. */
  rewardId: z.string().nullable(),
  companyName: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  jobReference: z.string(),
  candidateName: z.string().nullable(),
  referrerName: z.string().nullable(),
  /** The reward (net of VAT), in minor units of `currency`. */
  amountMinor: z.number().int(),
  currency: z.string(),
  /** What the company still has to pay: the unpaid hire invoice's total with VAT, else 0. */
  owedMinor: z.number().int(),
  invoiceNumber: z.string().nullable(),
  hiredAt: z.string().nullable(),
  guaranteeEndsAt: z.string().nullable(),
});
export type BlockedAmount = z.infer<typeof blockedAmountSchema>;
export const blockedAmountsResponseSchema = pagedResponseSchema(blockedAmountSchema);
export type BlockedAmountsResponse = z.infer<typeof blockedAmountsResponseSchema>;

/** The filtered rows summed per currency; two currencies are never added. */
export const blockedTotalsResponseSchema = z.object({
  totals: z.array(
    z.object({
      currency: z.string(),
      committedMinor: z.number().int(),
      owedMinor: z.number().int(),
      guaranteeMinor: z.number().int(),
    }),
  ),
});
export type BlockedTotalsResponse = z.infer<typeof blockedTotalsResponseSchema>;

export const rewardParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'invalid_id'),
});

export const guaranteeFailedSchema = z.object({
  note: multiLineText().trim().min(1, 'blockedAmounts.validation.note').max(2000),
});

export const rewardActionResponseSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'earned', 'cancelled']),
  guaranteeEndsAt: z.string(),
  earnedAt: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
});
export type RewardActionResponse = z.infer<typeof rewardActionResponseSchema>;

export const GUARANTEE_DAYS = { min: 1, max: 730 } as const;

export const moneySettingsSchema = z.object({
  guaranteeDays: z
    .number({ error: 'blockedAmounts.validation.days' })
    .int('blockedAmounts.validation.days')
    .min(GUARANTEE_DAYS.min, 'blockedAmounts.validation.days')
    .max(GUARANTEE_DAYS.max, 'blockedAmounts.validation.days'),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;
