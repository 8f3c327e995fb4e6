import { z } from 'zod';
import { CURRENCY_CODES } from '../constants/domain.ts';
import { dateSchema, lineText } from './fields.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';
import { PAYOUT_STATUSES, payoutRowSchema } from './payout.ts';

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

/** One payout with its self-billing statement, by its public id. */
export const recruiterBillingHistoryItemSchema = payoutRowSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  bankReference: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type RecruiterBillingHistoryItem = z.infer<typeof recruiterBillingHistoryItemSchema>;
export const recruiterBillingHistoryResponseSchema = pagedResponseSchema(
  recruiterBillingHistoryItemSchema,
);
