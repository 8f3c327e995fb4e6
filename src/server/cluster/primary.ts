import cluster from 'node:cluster';
import type { Config } from '../config.ts';
import { announceStarted, type Say } from '../start/banner.ts';
import { prepareDatabase } from '../start/prepare-database.ts';
import { startWorkerPool, WORKER_STOP_TIMEOUT_MS } from './worker-pool.ts';

/**
 * The primary of `WORKERS` > 1: opens the database once (the embedded PostgreSQL runs and is
 * supervised here), migrates and seeds it, then runs `config.workers` server processes of
 * `entry` that share the port. SIGINT and SIGTERM stop the workers gracefully, then the database.
 */
export async function runPrimary(config: Config, options: { entry: string; say: Say }) {
  const { say } = options;
  const { database } = await prepareDatabase(config, say);
  cluster.setupPrimary({ exec: options.entry });
  say(`starting ${config.workers} server processes`);
  const workers = startWorkerPool({
    count: config.workers,
    env: { DATABASE_URL: database.url },
    say,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping the server processes`);
    const force = setTimeout(() => process.exit(1), WORKER_STOP_TIMEOUT_MS + 10_000);
    force.unref();
    await workers.stop();
    await database.close().catch((error: unknown) => say(`closing the database: ${error}`));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const port = await workers.listening;
    announceStarted(config, port, say);
  } catch (error) {
    stopping = true;
    await workers.stop();
    await database.close();
    throw error;
  }
}
