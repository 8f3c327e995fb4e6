import type { Config } from '../config.ts';
import { createDatabase, createPool } from '../db/client.ts';
import { createDiskStorage } from '../infra/storage.ts';
import type { Say } from '../start/banner.ts';
import { serveApp } from '../start/serve-app.ts';
import { runsScheduledJobs } from './worker-slot.ts';

/**
 * A cluster worker: one server process on the database the primary opened, migrated and seeded.
 * It connects to DATABASE_URL (set by the primary) and never starts or migrates PostgreSQL; only
 * the worker of the first place runs the scheduled jobs.
 */
export async function runWorker(config: Config, options: { clientDir: string; say: Say }) {
  if (!config.databaseUrl)
    throw new Error('a cluster worker needs DATABASE_URL from its primary process');
  const pool = createPool(config.databaseUrl, config.databasePoolSize);
  const database = { pool, db: createDatabase(pool), close: () => pool.end() };
  await serveApp(config, database, createDiskStorage(config.filesDir), {
    ...options,
    scheduledJobs: runsScheduledJobs(),
  });
}
