import { z } from 'zod';
import { CURRENCY_CODES } from '../constants/domain.ts';
import { dateSchema, lineText } from './fields.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

export const INVOICE_KINDS = ['job_posting', 'plan', 'hire', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['unpaid', 'paid', 'credited', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const BILLING_HISTORY_SORTS = [
  'issuedAt',
  'number',
  'kind',
  'total',
  'currency',
  'status',
  'company',
] as const;

/** Filters of the billing history and its CSV export; `company` is a staff-only text filter. */
export const billingHistoryFiltersSchema = z.object({
  kind: z.enum(INVOICE_KINDS).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  issuedFrom: dateSchema().optional(),
  issuedTo: dateSchema().optional(),
  company: lineText().max(100, 'validation.tooLong').optional(),
});

export const billingHistoryQuerySchema = listQuerySchema(
  BILLING_HISTORY_SORTS,
  'issuedAt',
  'desc',
).extend(billingHistoryFiltersSchema.shape);
export type BillingHistoryQuery = z.output<typeof billingHistoryQuerySchema>;
export const billingHistoryExportQuerySchema = billingHistoryQuerySchema.omit({
  page: true,
  size: true,
});

/** One invoice or credit note of the billing history; amounts in minor units of `currency`. */
export const billingHistoryItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  kind: z.enum(INVOICE_KINDS),
  companyName: z.string(),
  jobTitle: z.string().nullable(),
  referenceCode: z.string().nullable(),
  netMinor: z.number().int(),
  vatRateBp: z.number().int(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.string(),
  reverseCharge: z.boolean(),
  status: z.enum(INVOICE_STATUSES),
});
export type BillingHistoryItem = z.infer<typeof billingHistoryItemSchema>;
export const billingHistoryResponseSchema = pagedResponseSchema(billingHistoryItemSchema);
