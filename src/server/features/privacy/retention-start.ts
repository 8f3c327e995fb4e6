import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { runRetention } from './retention.ts';
import { startRetentionSchedule } from './retention-schedule.ts';

/**
 * Starts the retention schedule beside the server without delaying its start: a database that is
 * not ready is logged, not fatal. Closing the app stops pg-boss (waiting for a running job).
 */
export function startPrivacyRetention(
  app: FastifyInstance,
  pool: pg.Pool,
  db: Database,
  storage: FileStorage,
) {
  const log = (error: unknown) => app.log.error({ err: error }, 'privacy retention failed');
  const started = startRetentionSchedule(pool, () => runRetention(db, storage), log).catch(
    (error: unknown) => {
      log(error);
      return null;
    },
  );
  app.addHook('onClose', async () => {
    const schedule = await started;
    await schedule?.stop();
  });
}
