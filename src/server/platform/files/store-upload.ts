import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { receiveUpload, type ReceivedUpload, type ReceiveOptions } from './receive-upload.ts';

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

/**
 * The reusable upload of other features (profile pictures, logos):
 *
 *   storeUpload(ctx, part, { fileTypeId, allowed, ownerUserId?, companyId?, candidateId?,
 *     isDefault?, description?, maxBytes?, typeMessage? }, tx): Promise<{ file: FileRow; discard() }>
 *
 * `part` is `await request.file()` (fastify multipart, registered in app.ts with the size limit of
 * `config.maxUploadBytes`). The file is streamed to a temporary file (never buffered whole),
 * refused with 413 past `maxBytes` and with 400 `validation_failed` (details
 * `[{ path: 'file', message: 'unsupported_file_type' }]`) when its magic bytes are not one of
 * `allowed` (CV_TYPES / IMAGE_TYPES of detect-type.ts). It is then put into storage and its row
 * inserted with `tx`. If `tx` later rolls back, call `discard()` to remove the stored object.
 * Serve files with `GET /api/files/:publicId` (`fileUrl(publicId)`); pictures and logos are public.
 *
 * It reads the body, so never call it inside a transaction: the transaction would hold a pooled
 * connection while a slow client sends the file. Features read the file first with `readUpload`
 * (read-upload.ts), then open the transaction for `commitUpload` and `discardStored` on failure.
 */
export async function storeUpload(
  ctx: Pick<AppContext, 'storage' | 'config'>,
  part: MultipartFile,
  options: FileMeta &
    Partial<Pick<ReceiveOptions, 'maxBytes' | 'typeMessage'>> & {
      allowed: ReceiveOptions['allowed'];
    },
  tx: Queryable,
): Promise<{ file: FileRow; discard: () => Promise<void> }> {
  const upload = await receiveUpload(part, {
    allowed: options.allowed,
    typeMessage: options.typeMessage,
    maxBytes: Math.min(options.maxBytes ?? ctx.config.maxUploadBytes, ctx.config.maxUploadBytes),
  });
  const stored: StoredObjects = { keys: [] };
  try {
    const file = await commitUpload(ctx, upload, options, tx, stored);
    return { file, discard: () => discardStored(ctx, stored) };
  } catch (error) {
    await discardStored(ctx, stored);
    throw error;
  } finally {
    await upload.dispose();
  }
}

/** The URL that serves a stored file. */
export const fileUrl = (publicId: string) => `/api/files/${publicId}`;
