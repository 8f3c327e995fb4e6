import { z } from 'zod';
import { CURRENCY_CODES } from '../constants/domain.ts';
import { idParamSchema, idSchema, lineText, multiLineText } from './fields.ts';
import { publicIdSchema } from './files.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';
import { PAYOUT_STATUSES, payoutRowSchema } from './payout.ts';

/** The most recruiters one batch pays (a bank file of this size still uploads everywhere). */
export const MAX_BATCH_SIZE = 10_000;
/** Withholding staff may set per country: 0 to 50 %, in basis points. */
export const MAX_WITHHOLDING_BP = 5_000;

export const PAYOUT_FORMATS = ['pain001', 'try_list', 'csv'] as const;
export const BATCH_STATUSES = ['created', 'sent', 'paid'] as const;
export const IBAN_PROBLEMS = ['missing', 'invalid', 'not_sepa', 'not_turkish'] as const;

/** The 409 reasons of this API; the client shows `recruiterPayments.conflicts.<reason>`. */
export const PAYOUT_CONFLICTS = [
  'not_payable',
  'request_key_reused',
  'batch_not_created',
  'batch_not_sent',
  'payout_not_returnable',
  'nothing_to_send',
] as const;
export type PayoutConflict = (typeof PAYOUT_CONFLICTS)[number];

const currency = z.enum(CURRENCY_CODES);
const yesNo = z.enum(['yes', 'no']);

// --- payable recruiters -------------------------------------------------------------------

export const PAYABLE_SORTS = ['name', 'email', 'currency', 'balance'] as const;
export const payableQuerySchema = listQuerySchema(PAYABLE_SORTS, 'balance', 'desc').extend({
  currency: currency.optional(),
  selectable: yesNo.optional(),
});
export type PayableQuery = z.output<typeof payableQuerySchema>;
export const payableExportQuerySchema = payableQuerySchema.omit({ page: true, size: true });

/** A recruiter's payable balance in one currency and whether it can go into a batch now. */
export const payableRecruiterSchema = z.object({
  /** The row: recruiter and currency. */
  id: z.string(),
  recruiterId: z.string(),
  name: z.string(),
  email: z.string(),
  currency: z.string(),
  balanceMinor: z.number().int(),
  billingComplete: z.boolean(),
  ibanProblem: z.enum(IBAN_PROBLEMS).nullable(),
  blocked: z.boolean(),
  selectable: z.boolean(),
  withholdingRateBp: z.number().int(),
});
export type PayableRecruiter = z.infer<typeof payableRecruiterSchema>;
export const payablePageSchema = pagedResponseSchema(payableRecruiterSchema);

// --- batches ------------------------------------------------------------------------------

export const createBatchSchema = z.object({
  requestKey: z.uuid('validation.invalid'),
  currency,
  recruiterIds: z
    .array(publicIdSchema)
    .min(1, 'validation.required')
    .max(MAX_BATCH_SIZE, 'validation.tooLong')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid'),
});
export type CreateBatchInput = z.infer<typeof createBatchSchema>;

export const batchSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  format: z.enum(PAYOUT_FORMATS),
  status: z.enum(BATCH_STATUSES),
  payoutCount: z.number().int(),
  totalNetMinor: z.number().int(),
  bankReference: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof batchSchema>;

export const batchDetailSchema = batchSchema.extend({
  totalGrossMinor: z.number().int(),
  totalWithholdingMinor: z.number().int(),
  returnedCount: z.number().int(),
});
export type PayoutBatchDetail = z.infer<typeof batchDetailSchema>;

/** The created batch; `created: false` when the request key had already made it. */
export const createBatchResponseSchema = z.object({
  batch: batchDetailSchema,
  created: z.boolean(),
});

export const BATCH_SORTS = ['createdAt', 'currency', 'status', 'totalNet', 'count'] as const;
export const batchQuerySchema = listQuerySchema(BATCH_SORTS, 'createdAt', 'desc').extend({
  currency: currency.optional(),
  status: z.enum(BATCH_STATUSES).optional(),
});
export type BatchQuery = z.output<typeof batchQuerySchema>;
export const batchExportQuerySchema = batchQuerySchema.omit({ page: true, size: true });
export const batchPageSchema = pagedResponseSchema(batchSchema);

export const batchParamsSchema = z.object({ id: idParamSchema() });
export const payoutParamsSchema = z.object({ id: idParamSchema() });

export const markPaidSchema = z.object({
  bankReference: lineText({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

// --- payouts ------------------------------------------------------------------------------

/** A payout of a batch, by its row id, with the account paid and, once returned, why. */
export const payoutSchema = payoutRowSchema.extend({
  id: z.number().int(),
  accountHolderName: z.string(),
  iban: z.string(),
  returnReason: z.string().nullable(),
  returnedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const PAYOUT_SORTS = ['recruiter', 'statementNumber', 'gross', 'net', 'status'] as const;
export const batchPayoutsQuerySchema = listQuerySchema(PAYOUT_SORTS, 'statementNumber').extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export type BatchPayoutsQuery = z.output<typeof batchPayoutsQuerySchema>;
export const batchPayoutsExportQuerySchema = batchPayoutsQuerySchema.omit({
  page: true,
  size: true,
});
export const payoutPageSchema = pagedResponseSchema(payoutSchema);

export const returnPayoutSchema = z.object({
  reason: multiLineText({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.tooLong'),
});
export type ReturnPayoutInput = z.infer<typeof returnPayoutSchema>;

// --- withholding rates --------------------------------------------------------------------

export const withholdingRateSchema = z.object({
  countryId: z.number().int(),
  iso2: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  withholdingRateBp: z.number().int(),
});
export type WithholdingRate = z.infer<typeof withholdingRateSchema>;
export const withholdingRatesResponseSchema = z.object({ items: z.array(withholdingRateSchema) });

export const saveWithholdingRateSchema = z.object({
  countryId: idSchema('validation.required'),
  withholdingRateBp: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'recruiterPayments.validation.rateRange')
    .max(MAX_WITHHOLDING_BP, 'recruiterPayments.validation.rateRange'),
});
export type SaveWithholdingRateInput = z.infer<typeof saveWithholdingRateSchema>;
