import { and, count, eq } from 'drizzle-orm';
import { minorDigits, minorToDecimal } from '#shared/format/money.ts';
import {
  batchExportQuerySchema,
  batchPageSchema,
  batchQuerySchema,
  type BatchQuery,
  type PayoutBatch,
} from '#shared/schemas/recruiter-payments.ts';
import { payoutBatches } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { selectBatches, toBatch, type BatchRow } from './batch-queries.ts';
import { STAFF_RIGHTS } from './rights.ts';

/** Payout batches, newest first; the search box finds a bank reference. */
export const batchList: ListResource<BatchQuery, null, BatchRow, PayoutBatch> = {
  base: '/api/recruiter-payments/batches',
  tags: ['recruiter-payments'],
  rights: STAFF_RIGHTS.read,
  schemas: { query: batchQuerySchema, exportQuery: batchExportQuerySchema, page: batchPageSchema },
  scope: () => null,
  select: selectBatches,
  count: (db) => db.select({ value: count() }).from(payoutBatches),
  where: (query) =>
    and(
      query.currency ? eq(payoutBatches.currency, query.currency) : undefined,
      query.status ? eq(payoutBatches.status, query.status) : undefined,
      textMatch(query.q, [payoutBatches.bankReference]),
    ),
  sorts: () => ({
    createdAt: payoutBatches.createdAt,
    currency: payoutBatches.currency,
    status: payoutBatches.status,
    totalNet: payoutBatches.totalNetMinor,
    count: payoutBatches.payoutCount,
  }),
  tieBreak: { column: payoutBatches.id, order: 'same' },
  toItem: toBatch,
  csv: {
    fileName: 'payout-batches.csv',
    header: () => [
      'Batch',
      'Created',
      'Currency',
      'File',
      'Payouts',
      'Total net',
      'Status',
      'Bank reference',
    ],
    row: (batch) => [
      batch.id,
      batch.createdAt,
      batch.currency,
      batch.format,
      batch.payoutCount,
      minorToDecimal(batch.totalNetMinor, minorDigits(batch.currency)),
      batch.status,
      batch.bankReference,
    ],
  },
};
