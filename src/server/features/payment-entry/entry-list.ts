import { and, count, eq, sql } from 'drizzle-orm';
import { minorDigits, minorToDecimal } from '#shared/format/money.ts';
import {
  entryExportQuerySchema,
  entryPageSchema,
  entryQuerySchema,
  type Entry,
  type EntryQuery,
} from '#shared/schemas/payment-entry.ts';
import { paymentEntries } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { STAFF_RIGHTS } from './rights.ts';
import { selectEntries, toEntry, type EntryRow } from './entry-queries.ts';

const decimal = (amountMinor: number | null, currency: string) =>
  amountMinor === null ? '' : minorToDecimal(amountMinor, minorDigits(currency));

/** Payments staff entered by hand, newest first; the search box finds a reference. */
export const entryList: ListResource<EntryQuery, null, EntryRow, Entry> = {
  base: '/api/payment-entry',
  tags: ['payment-entry'],
  rights: STAFF_RIGHTS.read,
  schemas: { query: entryQuerySchema, exportQuery: entryExportQuerySchema, page: entryPageSchema },
  scope: () => null,
  select: selectEntries,
  count: (db) => db.select({ value: count() }).from(paymentEntries),
  // Five joins a row: made for the page's rows only.
  keys: (db) => db.select({ key: paymentEntries.id }).from(paymentEntries),
  where: (query) =>
    and(
      query.direction ? eq(paymentEntries.direction, query.direction) : undefined,
      query.currency ? eq(paymentEntries.currency, query.currency) : undefined,
      textMatch(query.q, [paymentEntries.reference]),
    ),
  sorts: () => ({
    createdAt: paymentEntries.createdAt,
    paidOn: paymentEntries.paidOn,
    amount: paymentEntries.amountMinor,
    direction: paymentEntries.direction,
    reference: sql`lower(${paymentEntries.reference})`,
  }),
  tieBreak: { column: paymentEntries.id, order: 'same' },
  toItem: toEntry,
  csv: {
    fileName: 'payment-entries.csv',
    header: () => [
      'Paid on',
      'Direction',
      'Amount',
      'Currency',
      'Reference',
      'Invoice',
      'Company',
      'Recruiter',
      'Statement',
      'Withholding',
      'Net',
      'Note',
      'Entered by',
      'Entered at',
    ],
    row: (entry) => [
      entry.paidOn,
      entry.direction,
      decimal(entry.amountMinor, entry.currency),
      entry.currency,
      entry.reference,
      entry.invoiceNumber,
      entry.companyName,
      entry.recruiterName,
      entry.statementNumber,
      decimal(entry.withholdingMinor, entry.currency),
      decimal(entry.netMinor, entry.currency),
      entry.note,
      entry.createdByName,
      entry.createdAt,
    ],
  },
};
