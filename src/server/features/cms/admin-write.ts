/** What every staff write of the CMS shares: who writes, the audit row, the found-or-404 rule. */
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { audit, type AuditEntry } from '../../platform/audit.ts';

export type Actor = { userId: number; request: FastifyRequest };
type Entry = Omit<AuditEntry, 'actorUserId'>;

/** Runs a staff write and its audit row (built from the write's result) in one transaction. */
export function audited<T>(
  db: Database,
  actor: Actor,
  write: (tx: Transaction) => Promise<T>,
  entry: (result: T) => Entry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await audit(tx, { actorUserId: actor.userId, ...entry(result) }, actor.request);
    return result;
  });
}

/** The row an insert returned (it always returns one). */
export function insertedRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

/** The row a write returned, or the 404 of a missing one. */
export function found<T>(row: T | undefined, missing: string): T {
  if (!row) throw notFound(missing);
  return row;
}
