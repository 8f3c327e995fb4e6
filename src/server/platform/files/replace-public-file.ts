import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Transaction } from '../../db/client.ts';
import { audit, type AuditEntry } from '../audit.ts';
import { withUploadedFile, type ReadUploadOptions } from './read-upload.ts';
import { removeRetired, retireReplacedFile } from './retire-replaced.ts';
import type { FileMeta, FileRow } from './store-upload.ts';

export type PublicFileReplacement = {
  /** The new file's row. */
  meta: FileMeta;
  /**
   * Points the owning row (a user's picture, a company's logo) at the new file and returns the
   * file it pointed at before. Read it FOR NO KEY UPDATE: the new file's row holds a key-share
   * lock on the owning row, which a stronger lock would wait for.
   */
  swap: (tx: Transaction, file: FileRow) => Promise<number | null | undefined>;
  /** What the audit records; the new file's public id is added to its data. */
  audit: Omit<AuditEntry, 'data'>;
};

/**
 * Stores the request's picture or logo and makes it the one shown, in one transaction that
 * retires the one it replaced (its old address answers 404); the replaced bytes are removed once
 * the transaction has committed. The file is received in full before the transaction opens: a
 * slow body must not hold a pooled connection.
 */
export async function replacePublicFile(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  request: FastifyRequest,
  options: ReadUploadOptions,
  replacement: PublicFileReplacement,
): Promise<FileRow> {
  const { file, retiredKey } = await withUploadedFile(ctx, request, options, async (tx, store) => {
    const stored = await store(replacement.meta);
    const before = await replacement.swap(tx, stored);
    const retired = await retireReplacedFile(tx, before);
    await audit(tx, { ...replacement.audit, data: { file: stored.publicId } }, request);
    return { file: stored, retiredKey: retired };
  });
  await removeRetired(ctx, retiredKey);
  return file;
}
