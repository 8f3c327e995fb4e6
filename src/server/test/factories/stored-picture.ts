import { createHash } from 'node:crypto';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { Queryable } from '#server/db/client.ts';
import { files } from '#server/db/schema/index.ts';
import type { FileStorage } from '#server/infra/storage.ts';
import { unique } from './unique.ts';

// A 1×1 transparent PNG: IHDR, IDAT, IEND.
export const PLAIN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** PLAIN_PNG with a text chunk carrying `secret` before its end, as a phone or editor writes. */
export function pngWithText(secret: string) {
  const text = Buffer.from(`Comment\0${secret}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  const iend = PLAIN_PNG.length - 12;
  return Buffer.concat([
    PLAIN_PNG.subarray(0, iend),
    length,
    Buffer.from('tEXt', 'latin1'),
    text,
    Buffer.alloc(4),
    PLAIN_PNG.subarray(iend),
  ]);
}

/**
 * A picture or logo as stored before uploads were kept without their metadata: its bytes as
 * given, its row not marked cleaned.
 */
export async function createStoredPicture(
  db: Queryable,
  storage: FileStorage,
  options: { bytes: Buffer | null; fileTypeId?: number; mimeType?: string; ownerUserId?: number },
) {
  const storageKey = `pictures/${unique(8)}.png`;
  if (options.bytes) await storage.put(storageKey, options.bytes);
  const bytes = options.bytes ?? Buffer.alloc(0);
  const [row] = await db
    .insert(files)
    .values({
      fileTypeId: options.fileTypeId ?? FILE_TYPE.profilePicture,
      ownerUserId: options.ownerUserId ?? null,
      originalName: 'me.png',
      mimeType: options.mimeType ?? 'image/png',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
    })
    .returning();
  if (!row) throw new Error('createStoredPicture failed');
  return row;
}
