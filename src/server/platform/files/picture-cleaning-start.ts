import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { cleanStoredPictures } from './clean-stored-pictures.ts';

export const PICTURE_CLEANING_RETRY_MS = 60_000;

/**
 * Cleans the pictures stored before uploads lost their metadata, once, in the background of a
 * server process that runs scheduled jobs; several processes share the work row by row. A
 * failure (the database gone, say) is logged and the rest tried again a minute later. Closing
 * the app stops it between two files.
 */
export function startPictureCleaning(
  app: FastifyInstance,
  db: Database,
  storage: FileStorage,
  maxBytes: number,
  retryMs: number = PICTURE_CLEANING_RETRY_MS,
) {
  const stop = new AbortController();
  let retry: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = cleanStoredPictures(db, storage, maxBytes, stop.signal).then(
      (done) => {
        if (done.cleaned + done.retired > 0) app.log.info(done, 'stored pictures cleaned');
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'cleaning stored pictures failed');
        if (stop.signal.aborted) return;
        retry = setTimeout(run, retryMs);
        retry.unref();
      },
    );
  };
  run();
  app.addHook('onClose', async () => {
    stop.abort();
    clearTimeout(retry);
    await running;
  });
}
