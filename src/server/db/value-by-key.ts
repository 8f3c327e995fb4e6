import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One column of the row of `table` whose id is `key`, as a scalar subquery: what a left join to a
 * lookup table gives a page's rows, without the join. Each such join is one more table whose
 * order the planner weighs: the job openings list's ten-table join spent 26 to 46 ms being
 * planned for 1 ms of execution (docs/performance.md), while a page needs a few primary-key
 * probes per row.
 */
export function valueByKey<T = string>(
  table: PgTable & { id: AnyPgColumn },
  value: AnyPgColumn,
  key: AnyPgColumn | SQL,
): SQL<T | null> {
  return sql<T | null>`(select ${value} from ${table} where ${table.id} = ${key})`;
}
