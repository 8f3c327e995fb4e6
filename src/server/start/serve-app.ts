import type pg from 'pg';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import type { FileStorage } from '../infra/storage.ts';
import type { Say } from './banner.ts';
import { SHUTDOWN_GRACE_MS } from './shutdown-grace.ts';

/** A connected database as a server process uses it; `close` ends what this process opened. */
export type ServedDatabase = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/**
 * Builds the app on an open database and listens on PORT. SIGINT and SIGTERM finish the open
 * requests, then close the database and end the process. Resolves with the port listened on.
 */
export async function serveApp(
  config: Config,
  database: ServedDatabase,
  storage: FileStorage,
  options: { clientDir: string; say: Say; scheduledJobs?: boolean },
): Promise<number> {
  const { say } = options;
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    storage,
    clientDir: options.clientDir,
    scheduledJobs: options.scheduledJobs,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, finishing open requests`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close().catch((error: unknown) => app.log.error(error));
    await database.close().catch((error: unknown) => app.log.error(error));
    process.exit(0);
  };
  // A background task that lost the database must not take the server down with it; the
  // requests answer 503 meanwhile. Any other unhandled rejection still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      app.log.warn({ err: reason }, 'background work failed: database unavailable');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}
