import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { createDatabase } from './client.ts';

const MIGRATION_LOCK = 727_001;

/** The drizzle/ folder, found from the source tree or from the built server in dist/. */
export function migrationsFolder() {
  const hasJournal = (dir: string) =>
    fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'));
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!hasJournal(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      // A build placed outside the project (OUT_DIR) finds the migrations of the working directory.
      if (hasJournal(process.cwd())) return path.join(process.cwd(), 'drizzle');
      throw new Error('The drizzle migrations folder was not found.');
    }
    dir = parent;
  }
  return path.join(dir, 'drizzle');
}

/**
 * Applies pending migrations. An advisory lock makes concurrent starts of several server
 * processes wait for each other instead of racing; applied migrations are skipped.
 */
export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(createDatabase(pool), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
