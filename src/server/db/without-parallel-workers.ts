import { sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';

/**
 * Runs `work` in a read-only transaction whose statements PostgreSQL plans without parallel
 * workers. For statements of a few milliseconds over tens of thousands of rows: the planner
 * thinks workers pay off there, but on two cores starting them took 21 of a statement's 28 ms
 * (the blocked amounts list, issue 27). Inside a transaction already, the setting holds until
 * that transaction ends.
 */
export function withoutParallelWorkers<T>(
  db: Queryable,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return work(tx);
    },
    { accessMode: 'read only' },
  );
}
