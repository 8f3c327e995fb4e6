import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { cleanStoredPictures, picturesLeftToClean } from './clean-stored-pictures.ts';

export const PICTURE_CLEANING_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * Cleans the pictures stored before uploads lost their metadata, in the background of a server
 * process that runs scheduled jobs; several processes share the work row by row. While pictures
 * are left (a file that failed, a row another process held, the database gone), it runs again
 * after a minute, then waiting twice as long each time up to an hour. Closing the app stops it
 * between two files.
 */
export function startPictureCleaning(
  app: FastifyInstance,
  db: Database,
  storage: FileStorage,
  options: { retryMs?: number; maxBytes?: number } = {},
) {
  const { retryMs = PICTURE_CLEANING_RETRY_MS, maxBytes } = options;
  const stop = new AbortController();
  let wait = retryMs;
  let retry: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // A statement's error comes wrapped by drizzle (a lost connection as its failed rollback).
  const onFailure = (error: unknown, fileId: number) =>
    app.log.warn(
      { err: error instanceof Error && error.cause ? error.cause : error, fileId },
      'a stored picture could not be cleaned',
    );
  const again = () => {
    if (stop.signal.aborted) return;
    retry = setTimeout(run, wait);
    retry.unref();
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  };
  const pass = async () => {
    const done = await cleanStoredPictures(db, storage, {
      signal: stop.signal,
      onFailure,
      maxBytes,
    });
    if (done.cleaned + done.retired > 0) app.log.info(done, 'stored pictures cleaned');
    if (!stop.signal.aborted && (await picturesLeftToClean(db))) again();
  };
  const run = () => {
    running = pass().catch((error: unknown) => {
      app.log.error({ err: error }, 'cleaning stored pictures failed');
      again();
    });
  };
  run();
  app.addHook('onClose', async () => {
    stop.abort();
    clearTimeout(retry);
    await running;
  });
}
