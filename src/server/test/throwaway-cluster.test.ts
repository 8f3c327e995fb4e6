import { describe, expect, it } from 'vitest';
import { t, useTestApp } from './use-test-app.ts';

useTestApp();

describe("the test run's embedded PostgreSQL", () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('does not wait for the disk', async () => {
    const { rows } = await t.pool.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name",
    );
    expect(rows).toEqual([
      { name: 'fsync', setting: 'off' },
      { name: 'full_page_writes', setting: 'off' },
      { name: 'synchronous_commit', setting: 'off' },
    ]);
  });
});
