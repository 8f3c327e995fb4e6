import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, createPool, type Database } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export type TestDatabase = {
  db: Database;
  pool: pg.Pool;
  url: string;
  name: string;
  drop: () => Promise<void>;
};

/** A fresh database cloned from the migrated template: every test file gets its own. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const suffix = template.slice('rm_template_'.length);
  const name = `rm_t${crypto.randomBytes(5).toString('hex')}_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty
        ? `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`
        : `CREATE DATABASE ${name} TEMPLATE ${template}`,
    );
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, 5);
  return {
    db: createDatabase(pool),
    pool,
    url,
    name,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
