import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { giveBackAttempt, rateLimit } from './rate-limit.ts';

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
    await giveBackAttempt(t.db, rule);
    await expect(rateLimit(t.db, rule)).resolves.toBeUndefined();
    await expect(rateLimit(t.db, rule)).rejects.toMatchObject({ statusCode: 429 });
  });
});
