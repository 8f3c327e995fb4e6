import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';

/**
 * Runs one seeding step in its own transaction, holding a transaction-level advisory lock so
 * that server processes starting together do not seed the same rows twice.
 */
export function seedStep<T>(
  db: Database,
  step: string,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed:${step}`}))`);
    return run(tx);
  });
}
