import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { RETENTION_CRON, RETENTION_QUEUE, startRetentionSchedule } from './retention-schedule.ts';

describe('the retention schedule (pg-boss)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates its schema in the same database, schedules the job daily and stops cleanly', async () => {
    const errors: unknown[] = [];
    const schedule = await startRetentionSchedule(
      t.pool,
      async () => undefined,
      (e) => errors.push(e),
    );
    const rows = await t.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule`,
    );
    expect(rows.rows).toEqual([{ name: RETENTION_QUEUE, cron: RETENTION_CRON }]);
    await schedule.stop();
    // The app's pool is still usable: pg-boss did not close it.
    expect((await t.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    expect(errors).toEqual([]);
  });
});
