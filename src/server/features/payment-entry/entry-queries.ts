import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Entry } from '#shared/schemas/payment-entry.ts';
import type { Queryable } from '../../db/client.ts';
import { companies, invoices, paymentEntries, payouts, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

const recruiters = alias(users, 'recruiters');
const creators = alias(users, 'creators');

/** Entries with what they paid: the invoice and its company, or the payout and its recruiter. */
export const selectEntries = (db: Queryable) =>
  db
    .select({
      rowId: paymentEntries.id,
      id: paymentEntries.publicId,
      direction: paymentEntries.direction,
      amountMinor: paymentEntries.amountMinor,
      currency: paymentEntries.currency,
      paidOn: paymentEntries.paidOn,
      reference: paymentEntries.reference,
      note: paymentEntries.note,
      invoiceNumber: invoices.number,
      companyName: companies.name,
      recruiterName: sql<string | null>`${recruiters.firstname} || ' ' || ${recruiters.lastname}`,
      statementNumber: payouts.statementNumber,
      withholdingMinor: payouts.withholdingMinor,
      netMinor: payouts.netMinor,
      createdAt: paymentEntries.createdAt,
      createdByName: sql<string | null>`${creators.firstname} || ' ' || ${creators.lastname}`,
    })
    .from(paymentEntries)
    .leftJoin(invoices, eq(invoices.id, paymentEntries.invoiceId))
    .leftJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(payouts, eq(payouts.id, paymentEntries.payoutId))
    .leftJoin(recruiters, eq(recruiters.id, payouts.recruiterUserId))
    .leftJoin(creators, eq(creators.id, paymentEntries.createdByUserId));
export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export function toEntry(row: EntryRow): Entry {
  const { rowId: _rowId, ...entry } = row;
  return { ...entry, createdAt: row.createdAt.toISOString() };
}

export async function readEntry(db: Queryable, id: number): Promise<Entry> {
  const [row] = await selectEntries(db).where(eq(paymentEntries.id, id));
  if (!row) throw notFound();
  return toEntry(row);
}
