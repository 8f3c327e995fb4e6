import { sql } from 'drizzle-orm';
import type {
  BlockedAmountsFilters,
  BlockedTotalsResponse,
} from '#shared/schemas/blocked-amounts.ts';
import type { Queryable } from '../../db/client.ts';
import { blockedAmounts as blocked, companies, jobs } from '../../db/schema/index.ts';
import {
  blockedWhere,
  companyOfRow,
  jobOfRow,
  owedAmount,
  type BlockedScope,
} from './blocked-list.ts';

/** The list's rows (same scope and filters) summed per currency: committed, owed, in guarantee. */
export async function blockedTotals(
  db: Queryable,
  filters: BlockedAmountsFilters,
  scope: BlockedScope,
): Promise<BlockedTotalsResponse> {
  const rows = await db
    .select({
      currency: blocked.currency,
      committed: sql<string>`coalesce(sum(${blocked.amountMinor})
        filter (where ${blocked.state} = 'committed'), 0)`,
      owed: sql<string>`coalesce(sum(${owedAmount}), 0)`,
      guarantee: sql<string>`coalesce(sum(${blocked.amountMinor})
        filter (where ${blocked.state} = 'guarantee'), 0)`,
    })
    .from(blocked)
    .leftJoin(jobs, jobOfRow)
    .leftJoin(companies, companyOfRow)
    .where(blockedWhere(filters, scope))
    .groupBy(blocked.currency)
    .orderBy(blocked.currency);
  return {
    totals: rows.map((row) => ({
      currency: row.currency,
      committedMinor: Number(row.committed),
      owedMinor: Number(row.owed),
      guaranteeMinor: Number(row.guarantee),
    })),
  };
}
