import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { countAttempts, giveBackAttempts, rateLimit } from './rate-limit.ts';

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

  it('refuses rules counted together under one key', async () => {
    const rule = { key: 'test:h', limit: 5, windowSeconds: 60 };
    await expect(countAttempts(t.db, [rule, rule])).rejects.toThrow(/keys of their own/);
  });
});
