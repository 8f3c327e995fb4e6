import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

let empty: TestDatabase;
beforeAll(async () => {
  empty = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await empty.drop();
});

const journal = JSON.parse(fs.readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
  entries: unknown[];
};
const applied = async () =>
  Number(
    (await empty.pool.query('SELECT count(*) FROM drizzle.__drizzle_migrations')).rows[0].count,
  );

describe('migrations', () => {
  it('build the whole schema on an empty database', async () => {
    await runMigrations(empty.pool);
    const { rows } = await empty.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'sessions',
      'menus',
      'role_menu_rights',
      'jobs',
      'candidates',
      'referrals',
      'referral_status_history',
      'points_ledger',
      'notifications',
      'content_items',
      'faq_items',
      'terms',
      'message_templates',
      'contact_messages',
      'audit_log',
      'countries',
      'cities',
    ]) {
      expect(tables).toContain(table);
    }
    expect(await applied()).toBe(journal.entries.length);
  });

  it('do nothing on an already migrated database, even when two processes start at once', async () => {
    const second = createPool(empty.url, 2);
    await Promise.all([runMigrations(empty.pool), runMigrations(second)]);
    await second.end();
    expect(await applied()).toBe(journal.entries.length);
  });
});
