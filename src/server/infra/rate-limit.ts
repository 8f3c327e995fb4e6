import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { preparedStatementsByCount } from '../db/prepared-statement.ts';
import { AppError } from '../http/errors.ts';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

export type CountedAttempt = { count: number; retryAfterSeconds: number };

const storedKey = (rule: RateLimitRule) => rule.key.slice(0, 200);

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    'Too many attempts. Please wait a moment and try again.',
    { retryAfterSeconds },
    retryAfterSeconds,
  );

/**
 * Counts one attempt against a fixed window kept in PostgreSQL (shared by every server
 * process) and refuses with 429 once the window's limit is passed.
 */
export async function rateLimit(db: Queryable, rule: RateLimitRule): Promise<void> {
  const { count, retryAfterSeconds } = await countAttempt(db, rule);
  if (count > rule.limit) throw tooManyAttempts(retryAfterSeconds);
}

/** Counts one attempt, atomically, and says how many the window now holds; never refuses. */
export async function countAttempt(db: Queryable, rule: RateLimitRule): Promise<CountedAttempt> {
  const [counted] = await countAttempts(db, [rule]);
  if (!counted) throw new Error('The attempt was not counted');
  return counted;
}

/** The statement's part counting the rule at `position`: its values are placeholders. */
function upsertAttempt(position: number): SQL {
  const key = sql.placeholder(`key${position}`);
  const windowSeconds = sql.placeholder(`window${position}`);
  const windowPassed = sql`rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  return sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${windowPassed} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN ${windowPassed} THEN now() ELSE rate_limits.window_start END
    RETURNING ${sql.placeholder(`rule${position}`)}::int AS rule, count,
      ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - now()))::int AS retry_after`;
}

/** One statement per number of rules, prepared (a login counts up to four). */
const countStatement = preparedStatementsByCount<{
  rule: number;
  count: number;
  retry_after: number;
}>('rate_limits_count', (_db, count) =>
  inSequence(Array.from({ length: count }, (_, position) => upsertAttempt(position))),
);

const giveBackStatement = preparedStatementsByCount('rate_limits_give_back', (_db, count) =>
  inSequence(
    Array.from(
      { length: count },
      (_, position) =>
        sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${sql.placeholder(`key${position}`)} RETURNING 1`,
    ),
  ),
);

/**
 * Rules in the order every statement here takes their rows in. Two statements that lock the same
 * rows in different orders can each hold one and wait for the other: PostgreSQL then ends one
 * with a deadlock error. The order is the keys' own (code units), not the index's collation.
 * One statement cannot change one row twice, so the keys must differ (`what` names the call).
 */
function inLockOrder(rules: RateLimitRule[], what: string) {
  const ordered = rules
    .map((rule, index) => ({ rule, index, key: storedKey(rule) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (ordered.some((entry, position) => entry.key === ordered[position - 1]?.key))
    throw new Error(`Rate-limit rules ${what} together need keys of their own`);
  return ordered;
}

/**
 * One statement of one data-modifying CTE per part, read one after the other by a UNION ALL, so
 * the parts run, and take their rows, in the order given.
 */
function inSequence(parts: SQL[]): SQL {
  if (parts.length === 1) return parts[0] as SQL;
  return sql`WITH ${sql.join(
    parts.map((part, position) => sql`${sql.raw(`s${position}`)} AS (${part})`),
    sql`, `,
  )} ${sql.join(
    parts.map((_, position) => sql.raw(`SELECT * FROM s${position}`)),
    sql` UNION ALL `,
  )}`;
}

/**
 * Deletes the windows untouched for a day. Rows a count holds are skipped, never waited for, so
 * the clearing takes part in no deadlock.
 */
export async function clearOldWindows(db: Queryable): Promise<void> {
  await db.execute(sql`
    DELETE FROM rate_limits WHERE key IN (
      SELECT key FROM rate_limits WHERE window_start < now() - interval '1 day'
      FOR UPDATE SKIP LOCKED)`);
}

/**
 * Counts one attempt against each rule in one statement (one round trip however many rules a
 * request is counted against), each row atomically; the counts come back in the rules' order.
 * The rules' keys must differ.
 */
export async function countAttempts(
  db: Queryable,
  rules: RateLimitRule[],
): Promise<CountedAttempt[]> {
  if (rules.length === 0) return [];
  const values: Record<string, unknown> = {};
  inLockOrder(rules, 'counted').forEach(({ rule, index, key }, position) => {
    values[`key${position}`] = key;
    values[`window${position}`] = rule.windowSeconds;
    values[`rule${position}`] = index;
  });
  const rows = await countStatement(rules.length)(db, values);
  if (Math.random() < 0.01) await clearOldWindows(db);
  return rules.map((rule, index) => {
    const row = rows.find((counted) => Number(counted.rule) === index);
    return {
      count: Number(row?.count ?? 1),
      retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? rule.windowSeconds)),
    };
  });
}

/** Takes back one counted attempt of each rule (for example ones that turned out not to be abuse). */
export async function giveBackAttempts(db: Queryable, rules: RateLimitRule[]): Promise<void> {
  if (rules.length === 0) return;
  const values: Record<string, unknown> = {};
  inLockOrder(rules, 'given back').forEach(({ key }, position) => {
    values[`key${position}`] = key;
  });
  await giveBackStatement(rules.length)(db, values);
}
