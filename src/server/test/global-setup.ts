import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, createPool, SETUP_DATABASE_TIMEOUTS } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { createDiskStorage } from '../infra/storage.ts';
import { withAdminClient } from './admin-client.ts';
import { skipDurability } from './throwaway-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one, or the server in DATABASE_URL. A template
 * database is migrated and given the reference data once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-test-'));
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres(scratch);
    stopEmbedded = embedded.stop;
    adminUrl = embedded.url('postgres');
    await skipDurability(adminUrl);
  }
  const templateDatabase = `rm_template_${crypto.randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${templateDatabase} TEMPLATE template0 ENCODING 'UTF8'`),
  );
  const pool = createPool(withDatabase(adminUrl, templateDatabase), 4, SETUP_DATABASE_TIMEOUTS);
  try {
    await runMigrations(pool);
    const storage = createDiskStorage(path.join(scratch, 'files'));
    await seedDatabase(createDatabase(pool), {
      demo: false,
      storage,
    });
  } finally {
    await pool.end();
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'rm\\_t%\\_' || $1 OR datname = $2`,
        [templateDatabase.slice('rm_template_'.length), templateDatabase],
      );
      for (const { datname } of rows)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
    await stopEmbedded?.();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
