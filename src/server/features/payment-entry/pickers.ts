import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { InvoiceOption, RecruiterOption } from '#shared/schemas/payment-entry.ts';
import type { Queryable } from '../../db/client.ts';
import { companies, invoices, pointsLedger, users } from '../../db/schema/index.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';

const PICKER_SIZE = 20;

/** Unpaid invoices (not credit notes) by number or company name, newest first. */
export async function unpaidInvoices(db: Queryable, q?: string): Promise<InvoiceOption[]> {
  const rows = await db
    .select({
      id: invoices.publicId,
      number: invoices.number,
      companyName: companies.name,
      totalMinor: invoices.totalMinor,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        eq(invoices.status, 'unpaid'),
        ne(invoices.kind, 'credit_note'),
        textMatch(q, [invoices.number, companies.name]),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(PICKER_SIZE);
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}

const fullName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

/** Recruiters with a positive balance in some currency, by name or e-mail, with those balances. */
export async function payableRecruiters(db: Queryable, q?: string): Promise<RecruiterOption[]> {
  const rows = await db
    .select({
      userId: users.id,
      id: users.publicId,
      name: fullName,
      email: users.email,
      currency: pointsLedger.currency,
      amountMinor: sql<number>`sum(${pointsLedger.amountMinor})::bigint`,
    })
    .from(pointsLedger)
    .innerJoin(users, eq(users.id, pointsLedger.userId))
    .where(textMatch(q, [fullName, users.email]))
    .groupBy(users.id, pointsLedger.currency)
    .having(sql`sum(${pointsLedger.amountMinor}) > 0`)
    .orderBy(sql`lower(${fullName})`, users.id, pointsLedger.currency)
    .limit(PICKER_SIZE * 4);
  const byUser = new Map<number, RecruiterOption>();
  for (const row of rows) {
    const option = byUser.get(row.userId) ?? {
      id: row.id,
      name: row.name,
      email: row.email,
      balances: [],
    };
    option.balances.push({ currency: row.currency, amountMinor: Number(row.amountMinor) });
    byUser.set(row.userId, option);
  }
  return [...byUser.values()].slice(0, PICKER_SIZE);
}
