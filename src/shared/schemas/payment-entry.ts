import { z } from 'zod';
import { CURRENCY_CODES } from '../constants/domain.ts';
import { minorDigits } from '../format/money.ts';
import { dateSchema, lineText, multiLineText } from './fields.ts';
import { publicIdSchema } from './files.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

/** The largest amount one entry records, in major units (keeps minor units exact in a double). */
export const MAX_ENTRY_MAJOR = 999_999_999;

export const ENTRY_DIRECTIONS = ['in', 'out'] as const;
export type EntryDirection = (typeof ENTRY_DIRECTIONS)[number];

/** The 409 reasons of this API; the client shows `paymentEntry.conflicts.<reason>`. */
export const ENTRY_CONFLICTS = [
  'request_key_reused',
  'invoice_not_unpaid',
  'above_balance',
  'billing_incomplete',
  'iban_invalid',
  'blocked',
] as const;
export type EntryConflict = (typeof ENTRY_CONFLICTS)[number];

export const ENTRY_MESSAGES = {
  amount: 'paymentEntry.validation.amount',
  invoiceRequired: 'paymentEntry.validation.invoiceRequired',
  invoiceNotFound: 'paymentEntry.validation.invoiceNotFound',
  recruiterRequired: 'paymentEntry.validation.recruiterRequired',
  recruiterNotFound: 'paymentEntry.validation.recruiterNotFound',
  amountMismatch: 'paymentEntry.validation.amountMismatch',
  currencyMismatch: 'paymentEntry.validation.currencyMismatch',
  future: 'paymentEntry.validation.future',
} as const;

/**
 * Major units as typed ("1250", "1250.5", 1250.5) to integer minor units, or null when the text
 * is not a plain positive decimal with at most the currency's minor digits. Done on the digits,
 * never with floating-point arithmetic.
 */
export function parseMajorAmount(value: string | number, currency: string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 && Number(match[1]) <= MAX_ENTRY_MAJOR ? minor : null;
}

/** An invoice as staff name it: its public id or its number (INV-2026-000123). */
export const invoiceRefSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:[0-9A-F]{32}|INV-\d{4}-\d{6,})$/, ENTRY_MESSAGES.invoiceNotFound);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const paymentEntrySchema = z
  .object({
    requestKey: z.uuid('validation.invalid'),
    direction: z.enum(ENTRY_DIRECTIONS, { error: 'validation.required' }),
    amount: z.union([z.string().max(40), z.number()], { error: ENTRY_MESSAGES.amount }),
    currency: z.enum(CURRENCY_CODES, { error: 'validation.required' }),
    paidOn: dateSchema(),
    reference: lineText({ error: 'validation.required' })
      .min(1, 'validation.required')
      .max(100, 'validation.tooLong'),
    note: multiLineText()
      .max(1000, 'validation.tooLong')
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null)),
    invoiceId: invoiceRefSchema.nullish(),
    recruiterId: publicIdSchema.nullish(),
  })
  // Runs even when other fields failed, so the form shows every missing piece at once: the value
  // may then be anything, and is read defensively.
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      const entry = value as Partial<Record<keyof typeof value, unknown>>;
      const amount = entry.amount;
      const currency = typeof entry.currency === 'string' ? entry.currency : '';
      const minor =
        typeof amount === 'string' || typeof amount === 'number'
          ? parseMajorAmount(amount, currency)
          : null;
      if (minor === null)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: ENTRY_MESSAGES.amount });
      // A day ahead of UTC is still today somewhere.
      if (
        typeof entry.paidOn === 'string' &&
        entry.paidOn > isoDay(new Date(Date.now() + 86_400_000))
      )
        ctx.addIssue({ code: 'custom', path: ['paidOn'], message: ENTRY_MESSAGES.future });
      if (entry.direction === 'in' && !entry.invoiceId)
        ctx.addIssue({
          code: 'custom',
          path: ['invoiceId'],
          message: ENTRY_MESSAGES.invoiceRequired,
        });
      if (entry.direction === 'out' && !entry.recruiterId)
        ctx.addIssue({
          code: 'custom',
          path: ['recruiterId'],
          message: ENTRY_MESSAGES.recruiterRequired,
        });
    },
    { when: () => true },
  )
  .transform((entry) => ({
    ...entry,
    amountMinor: parseMajorAmount(entry.amount, entry.currency) ?? 0,
    invoiceId: entry.direction === 'in' ? (entry.invoiceId ?? null) : null,
    recruiterId: entry.direction === 'out' ? (entry.recruiterId ?? null) : null,
  }));
export type PaymentEntryInput = z.input<typeof paymentEntrySchema>;
export type PaymentEntry = z.output<typeof paymentEntrySchema>;

export const entrySchema = z.object({
  id: z.string(),
  direction: z.enum(ENTRY_DIRECTIONS),
  amountMinor: z.number().int(),
  currency: z.string(),
  paidOn: z.string(),
  reference: z.string(),
  note: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  recruiterName: z.string().nullable(),
  statementNumber: z.string().nullable(),
  withholdingMinor: z.number().int().nullable(),
  netMinor: z.number().int().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type Entry = z.infer<typeof entrySchema>;

export const createEntryResponseSchema = z.object({ entry: entrySchema, created: z.boolean() });

export const ENTRY_SORTS = ['createdAt', 'paidOn', 'amount', 'direction', 'reference'] as const;
export const entryQuerySchema = listQuerySchema(ENTRY_SORTS, 'createdAt', 'desc').extend({
  direction: z.enum(ENTRY_DIRECTIONS).optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
});
export type EntryQuery = z.output<typeof entryQuerySchema>;
export const entryExportQuerySchema = entryQuerySchema.omit({ page: true, size: true });
export const entryPageSchema = pagedResponseSchema(entrySchema);

/** The pickers of the form: unpaid invoices, recruiters with a payable balance. */
export const pickerQuerySchema = z.object({
  q: lineText().max(100, 'validation.tooLong').optional(),
});
export const invoiceOptionSchema = z.object({
  id: z.string(),
  number: z.string(),
  companyName: z.string(),
  totalMinor: z.number().int(),
  currency: z.string(),
  issuedAt: z.string(),
});
export type InvoiceOption = z.infer<typeof invoiceOptionSchema>;
export const invoiceOptionsSchema = z.object({ items: z.array(invoiceOptionSchema) });

export const recruiterOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  balances: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
});
export type RecruiterOption = z.infer<typeof recruiterOptionSchema>;
export const recruiterOptionsSchema = z.object({ items: z.array(recruiterOptionSchema) });
