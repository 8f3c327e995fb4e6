import type pg from 'pg';

/**
 * Resolves once `count` statements of this test database wait for a lock: a concurrent request
 * has reached the row another transaction holds. Throws `stuck` when they never do (5 s).
 */
export async function waitForLockWaiters(pool: pg.Pool, count: number, stuck: string) {
  for (let i = 0; i < 200; i += 1) {
    const result = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result.rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(stuck);
}
