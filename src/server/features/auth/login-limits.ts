import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { rateLimit, type RateLimitRule } from '../../infra/rate-limit.ts';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed logins are counted per client IP and per account; successful ones are not, so people
 * who share an office address or log in often are never locked out by their own success.
 */
export const loginFailureRules = (ip: string, email: string): RateLimitRule[] => [
  { key: `login-fail:ip:${ip}`, limit: 100, windowSeconds: WINDOW_SECONDS },
  {
    key: `login-fail:account:${email.trim().toLowerCase()}`,
    limit: 10,
    windowSeconds: WINDOW_SECONDS,
  },
];

/** Refuses with 429 while a failure counter of this window is at its limit (reads, never counts). */
export async function assertLoginAllowed(db: Queryable, rules: RateLimitRule[]) {
  for (const rule of rules) {
    const result = await db.execute<{ count: number; retry_after: number }>(sql`
      SELECT count, ceil(extract(epoch FROM window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int AS retry_after
      FROM rate_limits
      WHERE key = ${rule.key.slice(0, 200)} AND window_start > now() - make_interval(secs => ${rule.windowSeconds})`);
    const row = result.rows[0];
    if (row && Number(row.count) >= rule.limit) {
      throw new AppError(
        429,
        'rate_limited',
        'Too many attempts. Please wait a moment and try again.',
        {
          retryAfterSeconds: Math.max(1, Number(row.retry_after)),
        },
      );
    }
  }
}

/** Counts one failed login against every rule (never throws: the caller answers 401 anyway). */
export async function recordLoginFailure(db: Queryable, rules: RateLimitRule[]) {
  for (const rule of rules) await rateLimit(db, { ...rule, limit: Number.MAX_SAFE_INTEGER });
}
