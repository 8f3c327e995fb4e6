import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, serverText } from '../../http/errors.ts';
import { detectType, type DetectedType } from './detect-type.ts';
import {
  isImage,
  UnreadableImageError,
  withoutMetadata,
  type ImageKind,
} from './image-metadata.ts';

/** An upload received into a temporary file and checked, not yet in storage nor in the database. */
export type ReceivedUpload = {
  tempPath: string;
  originalName: string;
  sizeBytes: number;
  sha256: string;
  type: DetectedType;
  /** A picture, kept without its metadata (image-metadata.ts). */
  metadataCleaned: boolean;
  /** Deletes the temporary file; safe to call more than once. */
  dispose(): Promise<void>;
};

export type ReceiveOptions = {
  /** Kinds accepted (by content), e.g. CV_TYPES or IMAGE_TYPES. */
  allowed: readonly DetectedType['kind'][];
  /** Message of the 400 when the type is not allowed. */
  typeMessage?: string;
  maxBytes: number;
};

export const fileTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'payload_too_large',
    serverText('The file must be at most {{size}} MB', { size: Math.round(maxBytes / 1048576) }),
  );

/**
 * Streams one multipart file part to a temporary file, hashing and counting as it goes; the
 * multipart size limit stops the stream at `maxBytes`, so memory stays flat whatever is sent.
 */
export async function receiveUpload(
  part: MultipartFile,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  const tempPath = path.join(os.tmpdir(), `upload-${randomUUID()}`);
  const dispose = () => fs.rm(tempPath, { force: true });
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > options.maxBytes) return callback(fileTooLarge(options.maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, meter, createWriteStream(tempPath, { mode: 0o600 }));
    if (part.file.truncated) throw fileTooLarge(options.maxBytes);
  } catch (error) {
    await dispose();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(options.maxBytes);
    throw error;
  }
  if (size === 0) {
    await dispose();
    throw new AppError(400, 'validation_failed', 'The file is empty', [
      { path: 'file', message: 'empty_file' },
    ]);
  }
  const type = await detectType(tempPath).catch(() => null);
  if (!type || !options.allowed.includes(type.kind)) {
    await dispose();
    throw new AppError(
      400,
      'validation_failed',
      options.typeMessage ?? 'This file type is not accepted',
      [{ path: 'file', message: 'unsupported_file_type' }],
    );
  }
  const stored = isImage(type.kind)
    ? await rewriteWithoutMetadata(tempPath, type.kind).catch(async (error: unknown) => {
        await dispose();
        throw error;
      })
    : { sizeBytes: size, sha256: hash.digest('hex') };
  return {
    tempPath,
    originalName: safeName(part.filename, type.extension),
    ...stored,
    type,
    metadataCleaned: isImage(type.kind),
    dispose,
  };
}

/**
 * A picture is kept without its metadata (image-metadata.ts): read whole, as it is at most the
 * upload limit, and written back over the temporary file.
 */
async function rewriteWithoutMetadata(tempPath: string, kind: ImageKind) {
  let clean: Buffer;
  try {
    clean = withoutMetadata(await fs.readFile(tempPath), kind);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new AppError(400, 'validation_failed', 'The picture could not be read', [
      { path: 'file', message: 'unreadable_image' },
    ]);
  }
  await fs.writeFile(tempPath, clean, { mode: 0o600 });
  return { sizeBytes: clean.length, sha256: createHash('sha256').update(clean).digest('hex') };
}

/**
 * C0 and C1 controls (NUL included) and the bidirectional controls (embeddings and overrides
 * U+202A-U+202E, isolates U+2066-U+2069, marks U+200E/U+200F and U+061C) that can make
 * `cv\u202Efdp.exe` display as `cvexe.pdf`.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069"\\/]/gu;

/** The client's file name without a path, control characters or a misleading extension. */
export function safeName(name: string, extension: string): string {
  const base = path
    .basename(name || 'file')
    .replace(UNSAFE_NAME_CHARACTERS, '')
    .slice(0, 200);
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${extension}`;
}
