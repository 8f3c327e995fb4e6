import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { clearOldWindows, countAttempts, giveBackAttempts, rateLimit } from './rate-limit.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('rateLimit', () => {
  it('allows the limit, then refuses with 429 and a retry time', async () => {
    const rule = { key: 'test:a', limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await rateLimit(t.db, rule);
    const refused = await rateLimit(t.db, rule).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect((refused as AppError).details).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });

  it('counts concurrent attempts exactly', async () => {
    const rule = { key: 'test:b', limit: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => rateLimit(t.db, rule)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('starts a new window once the old one has passed', async () => {
    const rule = { key: 'test:c', limit: 1, windowSeconds: 60 };
    await rateLimit(t.db, rule);
    await expect(rateLimit(t.db, rule)).rejects.toMatchObject({ statusCode: 429 });
    await t.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '61 seconds' WHERE key = 'test:c'`,
    );
    await expect(rateLimit(t.db, rule)).resolves.toBeUndefined();
  });

  it('keeps keys apart', async () => {
    await rateLimit(t.db, { key: 'test:d1', limit: 1, windowSeconds: 60 });
    await expect(
      rateLimit(t.db, { key: 'test:d2', limit: 1, windowSeconds: 60 }),
    ).resolves.toBeUndefined();
  });

  it('gives an attempt back, so one more fits in the window', async () => {
    const rule = { key: 'test:e', limit: 2, windowSeconds: 60 };
    await rateLimit(t.db, rule);
    await rateLimit(t.db, rule);
    await giveBackAttempts(t.db, [rule]);
    await expect(rateLimit(t.db, rule)).resolves.toBeUndefined();
    await expect(rateLimit(t.db, rule)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('counts several rules in one statement, each in its own window, in the rules order', async () => {
    const rules = [
      { key: 'test:f1', limit: 5, windowSeconds: 60 },
      { key: 'test:f2', limit: 5, windowSeconds: 3600 },
    ];
    await rateLimit(t.db, rules[1]!);
    const counted = await countAttempts(t.db, rules);
    expect(counted.map((c) => c.count)).toEqual([1, 2]);
    expect(counted[0]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(counted[1]!.retryAfterSeconds).toBeGreaterThan(60);
    await giveBackAttempts(t.db, rules);
    const left = await t.db.execute<{ key: string; count: number }>(
      sql`SELECT key, count FROM rate_limits WHERE key LIKE 'test:f%' ORDER BY key`,
    );
    expect(left.rows.map((row) => Number(row.count))).toEqual([0, 1]);
  });

  it('counts several rules exactly when requests race', async () => {
    const rules = [
      { key: 'test:g1', limit: 5, windowSeconds: 60 },
      { key: 'test:g2', limit: 5, windowSeconds: 60 },
    ];
    const counts = await Promise.all(Array.from({ length: 12 }, () => countAttempts(t.db, rules)));
    for (const index of [0, 1])
      expect(counts.map((c) => c[index]!.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, n) => n + 1),
      );
  });

  it('never deadlocks: counting and giving back take the rows in one order, whatever the rules order', async () => {
    // Listed against the keys' order, as a login lists its rules: had counting locked the rows
    // in the rules' order and giving back in the index's, two requests would wait on each other
    // and PostgreSQL would end one with a deadlock error (a 500 in a burst of logins).
    const rules = [
      { key: 'test:k:z', limit: 1000, windowSeconds: 60 },
      { key: 'test:k:m', limit: 1000, windowSeconds: 60 },
      { key: 'test:k:a', limit: 1000, windowSeconds: 60 },
    ];
    await countAttempts(t.db, rules);
    // high enough that no give-back meets the floor of 0, so the end count is known
    await t.db.execute(sql`UPDATE rate_limits SET count = 100 WHERE key LIKE 'test:k:%'`);
    const results = await Promise.allSettled(
      Array.from({ length: 160 }, (_, n) =>
        n % 2 === 0
          ? countAttempts(t.db, rules)
          : giveBackAttempts(t.db, n % 4 === 1 ? rules : [...rules].reverse()),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await t.db.execute<{ count: number }>(
      sql`SELECT count FROM rate_limits WHERE key LIKE 'test:k:%'`,
    );
    // 80 counted, 80 given back
    expect(rows.map((row) => Number(row.count))).toEqual([100, 100, 100]);
  });

  it('clears the windows untouched for a day and keeps the others', async () => {
    await countAttempts(t.db, [
      { key: 'test:old', limit: 5, windowSeconds: 60 },
      { key: 'test:new', limit: 5, windowSeconds: 60 },
    ]);
    await t.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '25 hours' WHERE key = 'test:old'`,
    );
    await clearOldWindows(t.db);
    const { rows } = await t.db.execute<{ key: string }>(
      sql`SELECT key FROM rate_limits WHERE key IN ('test:old', 'test:new')`,
    );
    expect(rows.map((row) => row.key)).toEqual(['test:new']);
  });

  it('refuses rules counted together under one key', async () => {
    const rule = { key: 'test:h', limit: 5, windowSeconds: 60 };
    await expect(countAttempts(t.db, [rule, rule])).rejects.toThrow(/keys of their own/);
  });
});
