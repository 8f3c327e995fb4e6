import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one attempt against a fixed window kept in PostgreSQL (shared by every server
 * process) and refuses with 429 once the window's limit is passed.
 */
export async function rateLimit(db: Queryable, rule: RateLimitRule): Promise<void> {
  const { count, retryAfterSeconds } = await countAttempt(db, rule);
  if (count > rule.limit) {
    throw new AppError(
      429,
      'rate_limited',
      'Too many attempts. Please wait a moment and try again.',
      { retryAfterSeconds },
      retryAfterSeconds,
    );
  }
}

/** Counts one attempt, atomically, and says how many the window now holds; never refuses. */
export async function countAttempt(
  db: Queryable,
  rule: RateLimitRule,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const key = rule.key.slice(0, 200);
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      ceil(extract(epoch FROM window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int AS retry_after`);
  const row = result.rows[0];
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  return {
    count: Number(row?.count ?? 1),
    retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? rule.windowSeconds)),
  };
}

/** Takes back one counted attempt (for example one that turned out not to be abuse). */
export async function giveBackAttempt(db: Queryable, rule: RateLimitRule): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${rule.key.slice(0, 200)}`);
}
