import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';

/**
 * From this many rows on, a list's total is PostgreSQL's estimate ("about 990,000"): counting a
 * million rows exactly took longer than the whole page may (issue 27: 50 ms). Below it the total
 * is counted.
 */
export const ESTIMATE_FROM = 50_000;

type Plan = { 'Plan Rows'?: number };
type ExplainRow = { 'QUERY PLAN': { Plan: Plan }[] };

/** The planner's row estimate of a select (EXPLAIN without ANALYZE: planned, not run). */
export async function estimatedRows(db: Queryable, select: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${select.getSQL()}`);
  const row = result.rows[0] as ExplainRow | undefined;
  return Math.round(row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/** An estimate shown as what it is: two significant digits (989,963 → 990,000). */
export function roundEstimate(rows: number): number {
  if (rows < 100) return rows;
  const unit = 10 ** (Math.floor(Math.log10(rows)) - 1);
  return Math.round(rows / unit) * unit;
}

export type ListTotal = { total: number; totalIsEstimate?: true };

/**
 * The total of a list: counted while the planner expects fewer than ESTIMATE_FROM rows, else
 * that estimate. A page that is not full tells the total exactly, whatever was estimated.
 */
export async function listTotal(
  db: Queryable,
  select: SQLWrapper,
  count: () => PromiseLike<{ value: number }[]>,
): Promise<ListTotal> {
  const estimate = await estimatedRows(db, select);
  if (estimate >= ESTIMATE_FROM) return { total: roundEstimate(estimate), totalIsEstimate: true };
  const [row] = await count();
  return { total: Number(row?.value ?? 0) };
}

/**
 * What the page itself proves: a first page with fewer rows than asked, or a later one that is
 * not empty either, ends the list; a full page means at least the rows up to its end; an empty
 * page past the first, at most the rows before it (an estimate above that is lowered).
 */
export function settleTotal(
  total: ListTotal,
  page: { page: number; size: number; rows: number },
): ListTotal {
  const through = (page.page - 1) * page.size + page.rows;
  if (page.rows < page.size && (page.rows > 0 || page.page === 1)) return { total: through };
  if (page.rows === page.size && total.total < through) return { ...total, total: through };
  if (page.rows === 0 && total.totalIsEstimate && total.total > through)
    return { ...total, total: through };
  return total;
}
