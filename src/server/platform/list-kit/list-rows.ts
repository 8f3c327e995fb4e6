import { asc, Column, desc, is, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { withoutParallelWorkers } from '#server/db/without-parallel-workers.ts';
import { badRequest } from '#server/http/errors.ts';
import type { ListQuery, ListResource } from './list-resource.ts';
import { listTotal, settleTotal } from './list-total.ts';

type TieBreak = ListResource<ListQuery, never, never, never>['tieBreak'];

/**
 * Whether a sort column can never be null in the list: NOT NULL, in the table of the tie-break
 * (the list's own rows, never null-extended by a left join). Such a column sorts without
 * `nulls last`, so one plain index on (column, id) serves both directions.
 */
function neverNull(column: unknown, tieBreak: TieBreak) {
  return (
    is(column, Column) &&
    column.notNull &&
    is(tieBreak.column, Column) &&
    column.table === tieBreak.column.table
  );
}

/** ORDER BY of a list: the whitelisted sort key (nulls last), then the id so paging is stable. */
export function listOrder<Q extends ListQuery>(
  resource: Pick<ListResource<Q, never, never, never>, 'sorts' | 'tieBreak'>,
  query: Q,
): SQL[] {
  const sorts = resource.sorts(query);
  // The query schema's enum already refuses other keys; this keeps the promise on its own.
  if (!Object.hasOwn(sorts, query.sort)) throw badRequest('Unknown sort');
  const column = sorts[query.sort] as NonNullable<(typeof sorts)[string]>;
  const direction = query.order === 'asc' ? asc : desc;
  const { tieBreak } = resource;
  const tie = tieBreak.order === 'same' ? query.order : tieBreak.order;
  const first = neverNull(column, tieBreak)
    ? direction(column)
    : sql`${direction(column)} nulls last`;
  return [first, (tie === 'asc' ? asc : desc)(tieBreak.column)];
}

/** The rows of one page: with `keys`, the page's keys first, then only those rows' columns. */
function pageRows<Q extends ListQuery, Scope, Row, Item>(
  db: Queryable,
  resource: ListResource<Q, Scope, Row, Item>,
  query: Q,
  where: SQL | undefined,
) {
  const order = listOrder(resource, query);
  const offset = (query.page - 1) * query.size;
  if (!resource.keys)
    return resource
      .select(db, query)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(offset);
  const keys = resource
    .keys(db, query)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(offset);
  return (
    resource
      .select(db, query)
      // An array computed first: the page's rows are then fetched by key, whatever the joins.
      .where(sql`${resource.tieBreak.column} = any(array${keys})`)
      .orderBy(...order)
      .limit(query.size)
      .offset(0)
  );
}

/**
 * One page of a list and the total across all pages (counted, or estimated for a large list:
 * `totalIsEstimate`); filtering, order and paging in SQL.
 */
export async function listPage<Q extends ListQuery, Scope, Row, Item>(
  db: Queryable,
  resource: ListResource<Q, Scope, Row, Item>,
  query: Q,
  scope: Scope,
) {
  const where = resource.where(query, scope);
  // The page and the total on connections of their own, at the same time.
  const run = <T>(work: (tx: Queryable) => Promise<T>) =>
    resource.withoutParallelWorkers ? withoutParallelWorkers(db, work) : work(db);
  const [rows, total] = await Promise.all([
    run(async (tx) => pageRows(tx, resource, query, where)),
    run((tx) =>
      listTotal(tx, resource.select(tx, query).where(where), () =>
        resource.count(tx, query).where(where),
      ),
    ),
  ]);
  return {
    items: rows.map((row) => resource.toItem(row, query)),
    ...settleTotal(total, { page: query.page, size: query.size, rows: rows.length }),
    page: query.page,
    size: query.size,
  };
}
