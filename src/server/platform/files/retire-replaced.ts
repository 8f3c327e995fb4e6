import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

/**
 * A picture or logo that a new one replaced stops being served (pictures are public, and the old
 * one may be exactly what its owner wanted gone); its row stays, marked deleted, for the audit.
 * Returns its storage key, for `removeRetired` once the transaction has committed.
 */
export async function retireReplacedFile(
  db: Queryable,
  fileId: number | null | undefined,
): Promise<string | null> {
  if (fileId === null || fileId === undefined) return null;
  const [retired] = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.id, fileId), isNull(files.deletedAt)))
    .returning({ storageKey: files.storageKey });
  return retired?.storageKey ?? null;
}

/** Removes a retired file's bytes after its transaction committed (best effort: it is not served). */
export async function removeRetired(ctx: Pick<AppContext, 'storage'>, storageKey: string | null) {
  if (storageKey) await ctx.storage.remove(storageKey).catch(() => undefined);
}
