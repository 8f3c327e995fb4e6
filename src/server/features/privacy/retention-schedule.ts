import PgBoss from 'pg-boss';
import type pg from 'pg';

export const RETENTION_QUEUE = 'privacy-retention';
/** Daily at 03:00 UTC: far more often than the "at least every 6 months" the issue asks. */
export const RETENTION_CRON = '0 3 * * *';

/**
 * Runs the retention job from pg-boss, in the app process, on the app's own pool: pg-boss keeps
 * its tables in the `pgboss` schema of the same database, embedded or DATABASE_URL alike, and its
 * cron makes one process of many run each scheduled job once.
 */
export async function startRetentionSchedule(
  pool: pg.Pool,
  run: () => Promise<unknown>,
  log: (error: unknown) => void,
) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', log);
  await boss.start();
  await boss.createQueue(RETENTION_QUEUE);
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'UTC' });
  await boss.work(RETENTION_QUEUE, async () => {
    await run();
  });
  return {
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}
