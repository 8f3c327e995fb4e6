import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { ReceivedUpload } from './receive-upload.ts';

export type FileRow = typeof files.$inferSelect;

export type FileMeta = {
  /** FILE_TYPE: 1 profile picture, 5 candidate CV, 8 logo or picture. */
  fileTypeId: number;
  ownerUserId?: number | null;
  candidateId?: number | null;
  companyId?: number | null;
  isDefault?: boolean;
  description?: string | null;
  extractedText?: string | null;
};

/** Objects put into storage during one unit of work, removed again if that work fails. */
export type StoredObjects = { keys: string[] };

const FOLDERS: Record<number, string> = {
  [FILE_TYPE.candidateCv]: 'cvs',
  [FILE_TYPE.profilePicture]: 'pictures',
  [FILE_TYPE.logo]: 'logos',
};

/**
 * Moves a received upload into storage and inserts its `files` row with `db` (a transaction).
 * The storage key is pushed onto `stored` first, so a caller whose transaction rolls back can
 * remove it with `discardStored`. The temporary file is left to the caller's `dispose()`.
 */
export async function commitUpload(
  ctx: Pick<AppContext, 'storage'>,
  upload: ReceivedUpload,
  meta: FileMeta,
  db: Queryable,
  stored: StoredObjects,
): Promise<FileRow> {
  const publicId = randomUUID().replaceAll('-', '');
  const storageKey = `${FOLDERS[meta.fileTypeId] ?? 'files'}/${publicId}.${upload.type.extension}`;
  stored.keys.push(storageKey);
  await ctx.storage.put(storageKey, createReadStream(upload.tempPath));
  const [row] = await db
    .insert(files)
    .values({
      publicId,
      fileTypeId: meta.fileTypeId,
      ownerUserId: meta.ownerUserId ?? null,
      candidateId: meta.candidateId ?? null,
      companyId: meta.companyId ?? null,
      originalName: upload.originalName,
      mimeType: upload.type.mime,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
      storageKey,
      isDefault: meta.isDefault ?? false,
      description: meta.description ?? null,
      extractedText: meta.extractedText ?? null,
      metadataCleanedAt: upload.metadataCleaned ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('File row was not inserted');
  return row;
}

/** Removes what a failed unit of work put into storage (errors are ignored: best effort). */
export async function discardStored(ctx: Pick<AppContext, 'storage'>, stored: StoredObjects) {
  await Promise.all(stored.keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
  stored.keys.length = 0;
}

/** The URL that serves a stored file. */
export const fileUrl = (publicId: string) => `/api/files/${publicId}`;
