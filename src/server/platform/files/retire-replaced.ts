import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

/**
 * A picture or logo that a new one replaced stops being served (pictures are public, and the old
 * one may be exactly what its owner wanted gone); its row stays, marked deleted, for the audit.
 */
export async function retireReplacedFile(db: Queryable, fileId: number | null | undefined) {
  if (fileId === null || fileId === undefined) return;
  await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.id, fileId), isNull(files.deletedAt)));
}
