import type { Queryable } from './client.ts';

/**
 * Statements built once per database handle and prepared on each connection, for the reads every
 * logged-in page makes: a request then neither rebuilds the SQL nor has PostgreSQL plan it again.
 * A transaction is a handle of its own and gets its own copy.
 */
export function preparedPerDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const built = new WeakMap<Queryable, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
