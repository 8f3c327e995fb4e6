import type { Config } from '../config.ts';
import { createDatabase, createPool } from './client.ts';
import { ensureDatabase } from './ensure-database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, and brings the schema up to date. */
export async function openDatabase(config: Config, log: (message: string) => void) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    stopEmbedded = embedded.stop;
    await ensureDatabase(embedded.url('postgres'), 'app');
    url = embedded.url('app');
  }
  const pool = createPool(url, config.databasePoolSize);
  try {
    await runMigrations(pool);
  } catch (error) {
    await pool.end();
    await stopEmbedded?.();
    throw error;
  }
  return {
    pool,
    db: createDatabase(pool),
    async close() {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}
