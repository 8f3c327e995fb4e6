import { z } from 'zod';
import { CURRENCY_CODES } from '../constants/domain.ts';
import { dateSchema, lineText } from './fields.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

export const PAYOUT_STATUSES = ['created', 'sent', 'paid', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const RECRUITER_BILLING_HISTORY_SORTS = [
  'createdAt',
  'statementNumber',
  'gross',
  'net',
  'currency',
  'status',
  'recruiter',
] as const;

/** Filters of the payouts list and its CSV export; `recruiter` is a staff-only text filter. */
export const recruiterBillingHistoryFiltersSchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  createdFrom: dateSchema().optional(),
  createdTo: dateSchema().optional(),
  recruiter: lineText().max(100, 'validation.tooLong').optional(),
});

export const recruiterBillingHistoryQuerySchema = listQuerySchema(
  RECRUITER_BILLING_HISTORY_SORTS,
  'createdAt',
  'desc',
).extend(recruiterBillingHistoryFiltersSchema.shape);
export type RecruiterBillingHistoryQuery = z.output<typeof recruiterBillingHistoryQuerySchema>;
export const recruiterBillingHistoryExportQuerySchema = recruiterBillingHistoryQuerySchema.omit({
  page: true,
  size: true,
});

/** One payout with its self-billing statement; amounts in minor units of `currency`. */
export const recruiterBillingHistoryItemSchema = z.object({
  id: z.string(),
  statementNumber: z.string(),
  createdAt: z.string(),
  recruiterName: z.string(),
  recruiterEmail: z.string(),
  currency: z.string(),
  grossMinor: z.number().int(),
  withholdingRateBp: z.number().int(),
  withholdingMinor: z.number().int(),
  netMinor: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  bankReference: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type RecruiterBillingHistoryItem = z.infer<typeof recruiterBillingHistoryItemSchema>;
export const recruiterBillingHistoryResponseSchema = pagedResponseSchema(
  recruiterBillingHistoryItemSchema,
);
