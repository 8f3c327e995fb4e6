import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, files, users } from '../../db/schema/index.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { UnreadableImageError, withoutMetadata, type ImageKind } from './image-metadata.ts';

const KIND_OF_MIME: Record<string, ImageKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

export type CleanedPictures = { cleaned: number; unchanged: number; retired: number };

/**
 * Pictures and logos stored before uploads were kept without their metadata still carry it, and
 * they are public: each is read once, written back without it (same key, new size and hash), and
 * marked. One whose structure does not hold together, as an upload of it would now be refused, is
 * retired and no longer shown. One file at a time, each in a transaction of its own that locks its
 * row and skips rows another server process holds; at most `maxBytes` of a file is read.
 */
export async function cleanStoredPictures(
  db: Database,
  storage: FileStorage,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<CleanedPictures> {
  const done: CleanedPictures = { cleaned: 0, unchanged: 0, retired: 0 };
  while (!signal?.aborted) {
    const outcome = await db.transaction(async (tx) => {
      const [file] = await tx
        .select()
        .from(files)
        .where(
          // As the partial index files_pictures_to_clean_idx reads it: 1 pictures, 8 logos.
          and(
            sql`${files.fileTypeId} in (1, 8)`,
            isNull(files.deletedAt),
            isNull(files.metadataCleanedAt),
          ),
        )
        .orderBy(files.id)
        .limit(1)
        .for('no key update', { skipLocked: true });
      if (!file) return null;
      const now = new Date();
      const bytes = await readAtMost(storage, file.storageKey, maxBytes);
      if (!bytes) {
        // Bytes that are gone are marked as they are: nothing of them is served (404).
        await tx.update(files).set({ metadataCleanedAt: now }).where(eq(files.id, file.id));
        return 'unchanged' as const;
      }
      const kind = KIND_OF_MIME[file.mimeType];
      const clean = kind ? cleaned(bytes, kind) : null;
      if (!clean) {
        await tx.update(files).set({ deletedAt: now }).where(eq(files.id, file.id));
        await tx
          .update(users)
          .set({ profilePictureFileId: null, updatedAt: now })
          .where(eq(users.profilePictureFileId, file.id));
        await tx
          .update(companies)
          .set({ logoFileId: null, updatedAt: now })
          .where(eq(companies.logoFileId, file.id));
        return 'retired' as const;
      }
      const changed = !clean.equals(bytes);
      if (changed) await storage.put(file.storageKey, clean);
      // Size and hash from the bytes as stored now, also when an earlier run wrote them and then
      // failed to commit.
      await tx
        .update(files)
        .set({
          sizeBytes: clean.length,
          sha256: createHash('sha256').update(clean).digest('hex'),
          metadataCleanedAt: now,
        })
        .where(eq(files.id, file.id));
      return changed ? ('cleaned' as const) : ('unchanged' as const);
    });
    if (outcome === null) break;
    done[outcome] += 1;
  }
  return done;
}

function cleaned(bytes: Buffer, kind: ImageKind): Buffer | null {
  try {
    return withoutMetadata(bytes, kind);
  } catch (error) {
    if (error instanceof UnreadableImageError) return null;
    throw error;
  }
}

/**
 * The file's bytes, null when they are missing. More than `maxBytes` (no upload is) is read as
 * an empty buffer, which no picture reader accepts.
 */
async function readAtMost(
  storage: FileStorage,
  key: string,
  maxBytes: number,
): Promise<Buffer | null> {
  let stream: Readable;
  try {
    stream = await storage.read(key);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      return Buffer.alloc(0);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
