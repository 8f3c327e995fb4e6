import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MAX_UPLOAD_MB_CEILING } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { companies, files, users } from '../../db/schema/index.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { kindOfMime } from './detect-type.ts';
import {
  isImage,
  UnreadableImageError,
  withoutMetadata,
  type ImageKind,
} from './image-metadata.ts';

/** No upload was ever larger; a stored file that is is left as it is and reported. */
const MAX_READ_BYTES = MAX_UPLOAD_MB_CEILING * 1024 * 1024;

export type CleanedPictures = {
  cleaned: number;
  unchanged: number;
  retired: number;
  failed: number;
};

export type CleaningOptions = {
  signal?: AbortSignal;
  /**
   * The most of a stored file read (the server passes its upload limit: parsing blocks the event
   * loop meanwhile); a larger one is a failure, left as it is and tried again later.
   */
  maxBytes?: number;
  /** A file that could not be cleaned this time (its storage failing, its owner's row busy). */
  onFailure?: (error: unknown, fileId: number) => void;
};

// As the partial index files_pictures_to_clean_idx reads it: 1 pictures, 8 logos.
const inBacklog = and(
  sql`${files.fileTypeId} in (1, 8)`,
  isNull(files.deletedAt),
  isNull(files.metadataCleanedAt),
);

/**
 * Pictures and logos stored before uploads were kept without their metadata still carry it, and
 * they are public: each is read once, written back without it (same key, new size and hash), and
 * marked. One whose structure does not hold together, as an upload of it would now be refused, is
 * retired, unset as its owner's picture or logo, and its bytes removed. One file at a time, each in
 * a transaction of its own that locks its row and skips rows another server process holds; a file
 * that fails is reported and passed over, for a later run. The database failing ends the run.
 */
export async function cleanStoredPictures(
  db: Database,
  storage: FileStorage,
  options: CleaningOptions = {},
): Promise<CleanedPictures> {
  const done: CleanedPictures = { cleaned: 0, unchanged: 0, retired: 0, failed: 0 };
  let after = 0;
  while (!options.signal?.aborted) {
    const taken: { id: number | null } = { id: null };
    try {
      const outcome = await db.transaction(async (tx) => {
        const [file] = await tx
          .select()
          .from(files)
          .where(and(inBacklog, gt(files.id, after)))
          .orderBy(files.id)
          .limit(1)
          .for('no key update', { skipLocked: true });
        if (!file) return null;
        taken.id = file.id;
        const result = await cleanOne(tx, storage, file, options.maxBytes ?? MAX_READ_BYTES);
        return { result, storageKey: file.storageKey };
      });
      if (outcome === null) break;
      done[outcome.result] += 1;
      // Removed once the retirement has committed, not before: a rolled-back one keeps its file.
      if (outcome.result === 'retired')
        await storage.remove(outcome.storageKey).catch(() => undefined);
    } catch (error) {
      if (taken.id === null) throw error;
      done.failed += 1;
      options.onFailure?.(error, taken.id);
    }
    after = taken.id ?? after;
  }
  return done;
}

/** Whether pictures are left to clean (a file that failed, a row another process held). */
export async function picturesLeftToClean(db: Database): Promise<boolean> {
  const [left] = await db.select({ id: files.id }).from(files).where(inBacklog).limit(1);
  return left !== undefined;
}

type FileRow = typeof files.$inferSelect;

async function cleanOne(tx: Transaction, storage: FileStorage, file: FileRow, maxBytes: number) {
  const now = new Date();
  if (file.sizeBytes > maxBytes)
    throw new Error(`stored picture ${file.storageKey} is larger than ${maxBytes} bytes`);
  const bytes = await readAtMost(storage, file.storageKey, maxBytes);
  if (!bytes) {
    // Bytes that are gone are marked as they are: nothing of them is served (404).
    await tx.update(files).set({ metadataCleanedAt: now }).where(eq(files.id, file.id));
    return 'unchanged' as const;
  }
  const kind = kindOfMime(file.mimeType);
  const clean = isImage(kind) ? cleaned(bytes, kind) : null;
  if (!clean) {
    await retire(tx, file.id, now);
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
}

/**
 * Marks the file deleted and unsets it as a picture or logo. The owners' rows are locked NOWAIT:
 * a replacement or an erasure locks its owner's row first and then this file's, so waiting here
 * would deadlock with it; failing lets it go on, and this file is tried again later.
 */
async function retire(tx: Transaction, fileId: number, now: Date) {
  await tx.execute(
    sql`select 1 from ${users} where ${users.profilePictureFileId} = ${fileId} for no key update nowait`,
  );
  await tx.execute(
    sql`select 1 from ${companies} where ${companies.logoFileId} = ${fileId} for no key update nowait`,
  );
  await tx.update(files).set({ deletedAt: now }).where(eq(files.id, fileId));
  await tx
    .update(users)
    .set({ profilePictureFileId: null, updatedAt: now })
    .where(eq(users.profilePictureFileId, fileId));
  await tx
    .update(companies)
    .set({ logoFileId: null, updatedAt: now })
    .where(eq(companies.logoFileId, fileId));
}

function cleaned(bytes: Buffer, kind: ImageKind): Buffer | null {
  try {
    return withoutMetadata(bytes, kind);
  } catch (error) {
    if (error instanceof UnreadableImageError) return null;
    throw error;
  }
}

/** The file's bytes, null when they are missing; larger than `maxBytes`, an error. */
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
      throw new Error(`stored picture ${key} is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
