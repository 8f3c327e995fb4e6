import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Queryable } from './client.ts';
import { preparedPerDatabase } from './prepared.ts';

type Values = Record<string, unknown>;

/** What drizzle's database and transaction hold (internal members, pinned by the tests). */
type DrizzleInternals = {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: false,
    ): { execute(values?: Values): Promise<pg.QueryResult> };
  };
};

export type PreparedStatement<Row> = (db: Queryable, values: Values) => Promise<Row[]>;

/**
 * A statement written with drizzle's `sql` (and builders) whose values are `sql.placeholder`s:
 * built once per database handle, and prepared by `name` on each connection, so that neither
 * drizzle builds its text nor PostgreSQL parses and plans it again on every call (a login's five
 * statements spent more of PostgreSQL's time being parsed and planned than run). `db.execute`
 * offers no name; this is what it does, with one. `name` must be unique to the statement's text.
 */
export function preparedStatement<Row extends pg.QueryResultRow>(
  name: string,
  build: (db: Queryable) => SQL,
): PreparedStatement<Row> {
  const forDatabase = preparedPerDatabase((db) => {
    const { dialect, session } = db as unknown as DrizzleInternals;
    return session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false);
  });
  return async (db, values) => (await forDatabase(db).execute(values)).rows as Row[];
}

/**
 * Statements of one family whose text depends on a small number (how many rules, rows, parts):
 * one prepared statement per number, named `${name}_${count}`.
 */
export function preparedStatementsByCount<Row extends pg.QueryResultRow>(
  name: string,
  build: (db: Queryable, count: number) => SQL,
): (count: number) => PreparedStatement<Row> {
  const byCount = new Map<number, PreparedStatement<Row>>();
  return (count) => {
    let statement = byCount.get(count);
    if (!statement) {
      statement = preparedStatement<Row>(`${name}_${count}`, (db) => build(db, count));
      byCount.set(count, statement);
    }
    return statement;
  };
}
