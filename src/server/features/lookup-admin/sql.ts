import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ActiveFilter, LookupConflict } from '#shared/schemas/lookup-admin.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';

export function activeMatch(status: ActiveFilter, column: AnyColumn): SQL | undefined {
  if (status === 'all') return undefined;
  return eq(column, status === 'active');
}

const pgCode = (error: unknown): string | undefined => {
  const pgError = (error as { cause?: unknown }).cause ?? error;
  return (pgError as { code?: string }).code;
};

export const lookupConflict = (reason: LookupConflict, message: string) =>
  conflict(message, { reason });

export const IN_USE_MESSAGE = 'This entry is in use and cannot be deleted; deactivate it instead.';

/**
 * Deletes one row unless something refers to it. The foreign keys are the authority: a reference
 * anywhere (now or added later) makes PostgreSQL refuse, which answers 409 `in_use`.
 */
export async function deleteUnused(
  db: Database,
  remove: (tx: Queryable) => Promise<unknown[]>,
  afterDelete: (tx: Queryable) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const deleted = await remove(tx);
      if (deleted.length === 0) throw notFound();
      await afterDelete(tx);
    });
  } catch (error) {
    if (pgCode(error) === '23503') throw lookupConflict('in_use', IN_USE_MESSAGE);
    throw error;
  }
}

/** Runs a write; a unique violation becomes a 409 with the given reason. */
export async function uniqueOr<T>(
  write: () => Promise<T>,
  reason: LookupConflict,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23505') throw lookupConflict(reason, message);
    throw error;
  }
}

/** Serialises id allocation and reordering of one table within the current transaction. */
export async function lockTable(tx: Queryable, tableName: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lookup-admin:${tableName}`}))`);
}
