import type pg from 'pg';
import type { Config } from '../config.ts';
import { createDatabase, createPool, SETUP_DATABASE_TIMEOUTS, type Database } from './client.ts';
import { isDatabaseUnavailable } from './database-errors.ts';
import { ensureDatabase } from './ensure-database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';

type Log = (message: string) => void;

/** How long a start waits for a DATABASE_URL server that is not up yet (e.g. started alongside). */
export const STARTUP_WAIT_MS = 60_000;

export class DatabaseUnreachableError extends Error {}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL, and brings the schema up to date.
 * A server that is down at start is retried for `startupWaitMs`, then the start fails with one
 * clear line; other failures (wrong password, missing database) fail at once.
 */
export async function openDatabase(config: Config, log: Log, startupWaitMs = STARTUP_WAIT_MS) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    stopEmbedded = embedded.stop;
    await ensureDatabase(embedded.url('postgres'), 'app');
    url = embedded.url('app');
  }
  const setupUrl = url;
  /** Migrations and seeding run without the request timeouts (locks, index builds). */
  const withSetupDatabase = async <T>(
    work: (db: Database, pool: pg.Pool) => Promise<T>,
  ): Promise<T> => {
    const setupPool = createPool(setupUrl, 2, SETUP_DATABASE_TIMEOUTS);
    try {
      return await work(createDatabase(setupPool), setupPool);
    } finally {
      await setupPool.end();
    }
  };
  const pool = createPool(url, config.databasePoolSize);
  try {
    await waitForDatabase(url, log, startupWaitMs);
    await withSetupDatabase((_db, setupPool) => runMigrations(setupPool));
  } catch (error) {
    await pool.end();
    await stopEmbedded?.();
    throw error;
  }
  return {
    /** Where the database answers: other server processes connect here (src/server/cluster). */
    url,
    pool,
    db: createDatabase(pool),
    withSetupDatabase,
    async close() {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}

/** The URL without its password, for messages. */
function describe(url: string) {
  const parsed = new URL(url);
  parsed.password = '';
  parsed.username = '';
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

async function waitForDatabase(url: string, log: Log, waitMs: number) {
  const deadline = Date.now() + waitMs;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    const probe = createPool(url, 1, SETUP_DATABASE_TIMEOUTS);
    try {
      await probe.query('SELECT 1');
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline)
        throw new DatabaseUnreachableError(
          `Cannot use the database at ${describe(url)}: ${reason}`,
          { cause: error },
        );
      log(`the database at ${describe(url)} is not reachable (${reason}); retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    } finally {
      await probe.end();
    }
  }
}

/** A one-line reason: refused dual-stack connects are AggregateErrors with an empty message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors[0] instanceof Error)
    return error.errors[0].message;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error && error.message ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
