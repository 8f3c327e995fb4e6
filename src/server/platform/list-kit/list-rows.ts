import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { badRequest } from '#server/http/errors.ts';
import type { ListQuery, ListResource } from './list-resource.ts';

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
  return [sql`${direction(column)} nulls last`, (tie === 'asc' ? asc : desc)(tieBreak.column)];
}

/** One page of a list and the total across all pages; filtering, order and paging in SQL. */
export async function listPage<Q extends ListQuery, Scope, Row, Item>(
  db: Queryable,
  resource: ListResource<Q, Scope, Row, Item>,
  query: Q,
  scope: Scope,
) {
  const where = resource.where(query, scope);
  const [rows, totals] = await Promise.all([
    resource
      .select(db, query)
      .where(where)
      .orderBy(...listOrder(resource, query))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    resource.count(db, query).where(where),
  ]);
  return {
    items: rows.map((row) => resource.toItem(row, query)),
    total: Number(totals[0]?.value ?? 0),
    page: query.page,
    size: query.size,
  };
}
