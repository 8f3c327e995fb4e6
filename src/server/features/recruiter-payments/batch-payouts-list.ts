import { and, count, eq, sql } from 'drizzle-orm';
import { minorDigits, minorToDecimal } from '#shared/format/money.ts';
import {
  batchParamsSchema,
  batchPayoutsExportQuerySchema,
  batchPayoutsQuerySchema,
  payoutPageSchema,
  type BatchPayoutsQuery,
  type Payout,
} from '#shared/schemas/recruiter-payments.ts';
import type { Queryable } from '../../db/client.ts';
import { payoutBatches, payouts, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { STAFF_RIGHTS } from './rights.ts';

const recruiterName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

const select = (db: Queryable) =>
  db
    .select({
      id: payouts.id,
      recruiterName,
      recruiterEmail: users.email,
      statementNumber: payouts.statementNumber,
      accountHolderName: payouts.accountHolderName,
      iban: payouts.iban,
      currency: payouts.currency,
      grossMinor: payouts.grossMinor,
      withholdingRateBp: payouts.withholdingRateBp,
      withholdingMinor: payouts.withholdingMinor,
      netMinor: payouts.netMinor,
      status: payouts.status,
      returnReason: payouts.returnReason,
      returnedAt: payouts.returnedAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.recruiterUserId));
type Row = Awaited<ReturnType<typeof select>>[number];

/** The payouts of one batch (`/api/recruiter-payments/batches/:id/payouts`). */
export const batchPayoutsList: ListResource<BatchPayoutsQuery, number, Row, Payout> = {
  base: '/api/recruiter-payments/batches/:id/payouts',
  tags: ['recruiter-payments'],
  rights: STAFF_RIGHTS.read,
  schemas: {
    query: batchPayoutsQuerySchema,
    exportQuery: batchPayoutsExportQuerySchema,
    page: payoutPageSchema,
    params: batchParamsSchema,
  },
  scope: async ({ db, request }) => {
    const { id } = request.params as { id: number };
    const [batch] = await db
      .select({ id: payoutBatches.id })
      .from(payoutBatches)
      .where(eq(payoutBatches.id, id));
    if (!batch) throw notFound();
    return batch.id;
  },
  select,
  count: (db) =>
    db
      .select({ value: count() })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.recruiterUserId)),
  where: (query, batchId) =>
    and(
      eq(payouts.batchId, batchId),
      query.status ? eq(payouts.status, query.status) : undefined,
      textMatch(query.q, [recruiterName, users.email, payouts.statementNumber]),
    ),
  sorts: () => ({
    recruiter: sql`lower(${recruiterName})`,
    statementNumber: payouts.statementNumber,
    gross: payouts.grossMinor,
    net: payouts.netMinor,
    status: payouts.status,
  }),
  tieBreak: { column: payouts.id, order: 'same' },
  toItem: (row) => ({ ...row, returnedAt: row.returnedAt?.toISOString() ?? null }),
  csv: {
    fileName: 'batch-payouts.csv',
    header: () => [
      'Statement',
      'Recruiter',
      'E-mail',
      'Account holder',
      'IBAN',
      'Currency',
      'Gross',
      'Withholding rate %',
      'Withholding',
      'Net',
      'Status',
      'Return reason',
    ],
    row: (payout) => {
      const digits = minorDigits(payout.currency);
      return [
        payout.statementNumber,
        payout.recruiterName,
        payout.recruiterEmail,
        payout.accountHolderName,
        payout.iban,
        payout.currency,
        minorToDecimal(payout.grossMinor, digits),
        minorToDecimal(payout.withholdingRateBp, 2),
        minorToDecimal(payout.withholdingMinor, digits),
        minorToDecimal(payout.netMinor, digits),
        payout.status,
        payout.returnReason,
      ];
    },
  },
};
