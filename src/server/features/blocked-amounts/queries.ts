import { and, eq, sql } from 'drizzle-orm';
import type {
  BlockedAmountsFilters,
  BlockedTotalsResponse,
} from '#shared/schemas/blocked-amounts.ts';
import type { Queryable } from '../../db/client.ts';
import { companies, jobs, rewards } from '../../db/schema/index.ts';
import {
  blockedAmount,
  blockedCurrency,
  blockedWhere,
  owedAmount,
  type BlockedScope,
} from './blocked-list.ts';

/** The list's rows (same scope and filters) summed per currency: committed, owed, in guarantee. */
export async function blockedTotals(
  db: Queryable,
  filters: BlockedAmountsFilters,
  scope: BlockedScope,
): Promise<BlockedTotalsResponse> {
  // The list's rows (blocked-list.ts): its candidate and invoice columns are subqueries.
  const rows = await db
    .select({
      currency: blockedCurrency,
      committed: sql<string>`coalesce(sum(${blockedAmount}) filter (where ${rewards.id} is null), 0)`,
      owed: sql<string>`coalesce(sum(${owedAmount}), 0)`,
      guarantee: sql<string>`coalesce(sum(${rewards.amountMinor})
        filter (where ${rewards.companyPaidAt} is not null), 0)`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(rewards, and(eq(rewards.jobId, jobs.id), eq(rewards.status, 'pending')))
    .where(blockedWhere(filters, scope))
    .groupBy(blockedCurrency)
    .orderBy(blockedCurrency);
  return {
    totals: rows.map((row) => ({
      currency: row.currency,
      committedMinor: Number(row.committed),
      owedMinor: Number(row.owed),
      guaranteeMinor: Number(row.guarantee),
    })),
  };
}
