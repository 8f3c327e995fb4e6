import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { malformedMultipart } from './read-submission.ts';
import { receiveUpload, type ReceivedUpload, type ReceiveOptions } from './receive-upload.ts';
import {
  commitUpload,
  discardStored,
  type FileMeta,
  type FileRow,
  type StoredObjects,
} from './store-upload.ts';

export type ReadUploadOptions = Omit<ReceiveOptions, 'maxBytes'> & {
  /** Capped at `config.maxUploadBytes`, the multipart limit of app.ts. */
  maxBytes?: number;
  /** Message of the 400 when the request carries no file. */
  missingMessage: string;
  /** Runs once the file's part header is read, before its body: checks that answer first. */
  beforeBody?: () => Promise<unknown>;
};

/**
 * Reads the one file of a multipart request (`request.file()`) into a checked temporary file.
 * Call it BEFORE opening a transaction, then `commitUpload` inside it (`withUploadedFile` does
 * both): the body arrives at the
 * client's pace, and a transaction opened first would hold a pooled connection (and its locks)
 * for as long as a slow client likes. A body the parser cannot read is the caller's 400, as in
 * readSubmission. The caller disposes the upload.
 */
export async function readUpload(
  request: FastifyRequest,
  config: Pick<Config, 'maxUploadBytes'>,
  options: ReadUploadOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(options.missingMessage);
  const part = await request.file().catch((error: unknown) => {
    throw malformedMultipart(error) ?? error;
  });
  if (!part) throw badRequest(options.missingMessage);
  await options.beforeBody?.();
  try {
    return await receiveUpload(part, {
      allowed: options.allowed,
      typeMessage: options.typeMessage,
      maxBytes: Math.min(options.maxBytes ?? config.maxUploadBytes, config.maxUploadBytes),
    });
  } catch (error) {
    throw malformedMultipart(error) ?? error;
  }
}

/**
 * The request's one file, read in full first (`readUpload`), then `write` in one transaction,
 * given `store(meta)` to put the file into storage and insert its row. What was stored is removed
 * when the transaction fails, the temporary file in any case.
 */
export async function withUploadedFile<T>(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  request: FastifyRequest,
  options: ReadUploadOptions,
  write: (tx: Transaction, store: (meta: FileMeta) => Promise<FileRow>) => Promise<T>,
): Promise<T> {
  const upload = await readUpload(request, ctx.config, options);
  const stored: StoredObjects = { keys: [] };
  try {
    return await ctx.db.transaction((tx) =>
      write(tx, (meta) => commitUpload(ctx, upload, meta, tx, stored)),
    );
  } catch (error) {
    await discardStored(ctx, stored);
    throw error;
  } finally {
    await upload.dispose();
  }
}
