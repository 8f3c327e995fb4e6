import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PayoutBatch, PayoutBatchDetail } from '#shared/schemas/recruiter-payments.ts';
import type { Queryable } from '../../db/client.ts';
import { payoutBatches, payouts, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export const creators = alias(users, 'creators');

/** The columns of a batch in the list and its detail. */
export const batchColumns = {
  id: payoutBatches.id,
  currency: payoutBatches.currency,
  format: payoutBatches.format,
  status: payoutBatches.status,
  payoutCount: payoutBatches.payoutCount,
  totalNetMinor: payoutBatches.totalNetMinor,
  bankReference: payoutBatches.bankReference,
  createdAt: payoutBatches.createdAt,
  sentAt: payoutBatches.sentAt,
  paidAt: payoutBatches.paidAt,
  createdByName: sql<string | null>`${creators.firstname} || ' ' || ${creators.lastname}`,
};

/** The batches with their creator's name, without where, order or limit. */
export const selectBatches = (db: Queryable) =>
  db
    .select(batchColumns)
    .from(payoutBatches)
    .leftJoin(creators, eq(creators.id, payoutBatches.createdByUserId));
export type BatchRow = Awaited<ReturnType<typeof selectBatches>>[number];

export function toBatch(row: BatchRow): PayoutBatch {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** One batch with the totals of its payouts (gross, withheld, returned). */
export async function readBatch(db: Queryable, id: number): Promise<PayoutBatchDetail> {
  const [row] = await db
    .select({
      ...batchColumns,
      totalGrossMinor: sql<number>`(select coalesce(sum(gross_minor), 0)::bigint from payouts
        where batch_id = ${payoutBatches.id})`,
      totalWithholdingMinor: sql<number>`(select coalesce(sum(withholding_minor), 0)::bigint
        from payouts where batch_id = ${payoutBatches.id})`,
      returnedCount: sql<number>`(select count(*)::int from payouts
        where batch_id = ${payoutBatches.id} and status = 'returned')`,
    })
    .from(payoutBatches)
    .leftJoin(creators, eq(creators.id, payoutBatches.createdByUserId))
    .where(eq(payoutBatches.id, id));
  if (!row) throw notFound();
  return {
    ...toBatch(row),
    totalGrossMinor: Number(row.totalGrossMinor),
    totalWithholdingMinor: Number(row.totalWithholdingMinor),
    returnedCount: Number(row.returnedCount),
  };
}

/** The payouts a batch's bank file carries: all but the returned ones, in statement order. */
export function payoutsToSend(db: Queryable, batchId: number) {
  return db
    .select()
    .from(payouts)
    .where(sql`${payouts.batchId} = ${batchId} and ${payouts.status} <> 'returned'`)
    .orderBy(payouts.statementNumber);
}
