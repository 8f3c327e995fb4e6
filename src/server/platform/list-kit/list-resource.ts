import type { FastifyRequest } from 'fastify';
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '#server/db/client.ts';
import type { AuthContext } from '#server/platform/auth/auth-context.ts';
import type { MenuRight } from '#server/platform/auth/guards.ts';

/** What every list query carries (see `listQuerySchema` in `#shared/schemas/list-query.ts`). */
export type ListQuery = { page: number; size: number; sort: string; order: 'asc' | 'desc' };

export type Cell = string | number | null;

/**
 * A limited select: its rows, its SQL (for a cursor: the CSV export) and the fields it selects
 * (to decode the cursor's rows as Drizzle does).
 */
export type ListLimited<Row> = {
  offset(offset: number): PromiseLike<Row[]>;
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: object };
};

/**
 * The select of a list without its where, order and limit: `db.select(...).from(...).join(...)`.
 * Typed by shape, so any Drizzle select fits and the kit adds the rest.
 */
export type ListSelect<Row> = {
  /** Its SQL without order and limit is EXPLAINed for an estimated total. */
  where(where: SQL | undefined): SQLWrapper & {
    orderBy(...order: SQL[]): { limit(limit: number): ListLimited<Row> };
  };
};

/** `db.select({ value: count() }).from(...)` with the joins the filters need. */
export type ListCount = {
  where(where: SQL | undefined): PromiseLike<{ value: number }[]>;
};

/**
 * `db.select({ key: <tie-break column> }).from(...)` with the joins the filters and sorts need:
 * the kit picks a page's keys with it, then reads only those rows with `select`.
 */
export type ListKeys = {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): SQLWrapper } };
  };
};

/** The caller of a list route, for its scope (whose rows) and its CSV columns. */
export type ListCaller = { db: Queryable; auth: AuthContext; request: FastifyRequest };

export type ListRights = {
  /** The menu entry whose flag opens the list (and its export). */
  menu: string;
  /** Defaults to `select`. */
  right?: MenuRight;
  /**
   * `401`/`403` as usual, or `404`: the list must not even be seen to exist by anyone without the
   * right (the mail outbox), answered before the query is validated.
   */
  refuse?: 'status' | 'not-found';
};

export type ListCsv<Q, Scope, Item> = {
  fileName: string;
  /** The header row; the scope may add columns (staff see the owner). */
  header: (query: Q, scope: Scope) => readonly string[];
  row: (item: Item, query: Q, scope: Scope) => Cell[];
};

/**
 * One back-office list, described once: the kit turns it into `GET <base>` (a page) and, with
 * `csv`, `GET <base>/export` (the same filters and sort, at most `CSV_EXPORT_LIMIT` rows,
 * streamed from a cursor).
 */
export type ListResource<Q extends ListQuery, Scope, Row, Item> = {
  /** `/api/companies`; may hold path parameters (`/api/pipeline/jobs/:jobId/applications`). */
  base: string;
  /** OpenAPI tags. */
  tags: string[];
  rights: ListRights;
  schemas: {
    /** The list query: `listQuerySchema(...)` extended with the list's filters. */
    query: z.ZodType<Q>;
    /** The export query: the list query without page and size. Required with `csv`. */
    exportQuery?: z.ZodType;
    /** `pagedResponseSchema(item)` */
    page: z.ZodType;
    /** Path parameters of `base`, if any. */
    params?: z.ZodType;
  };
  /** Whose rows the caller sees (an owner, a job), from the caller and the path. */
  scope: (caller: ListCaller) => Promise<Scope> | Scope;
  select: (db: Queryable, query: Q) => ListSelect<Row>;
  count: (db: Queryable, query: Q) => ListCount;
  /**
   * For a select whose columns cost a query each (counts of related rows): the page's keys are
   * picked first (ordered, offset, limited), and the columns computed for those rows only, not
   * for every row an offset skips. The tie-break column must be unique per row.
   */
  keys?: (db: Queryable, query: Q) => ListKeys;
  /** The filters as SQL; `undefined` for none. */
  where: (query: Q, scope: Scope) => SQL | undefined;
  /** The sort keys and their SQL; a key not listed here never reaches ORDER BY. */
  sorts: (query: Q) => Readonly<Record<string, AnyColumn | SQL>>;
  /**
   * The tie-break that keeps pages from overlapping: the id column (or, for a grouped list, an
   * expression unique per row) and its direction.
   */
  tieBreak: { column: AnyColumn | SQL; order: 'asc' | 'desc' | 'same' };
  toItem: (row: Row, query: Q) => Item;
  /**
   * Plan the page's and the total's statements without parallel workers: for a list whose rows
   * are computed whole (a union sorted as one) in a few milliseconds, where starting workers
   * costs more than the work.
   */
  withoutParallelWorkers?: true;
  csv?: ListCsv<Q, Scope, Item>;
};
