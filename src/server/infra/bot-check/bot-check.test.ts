import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCheckChallengeResponseSchema } from '#shared/schemas/bot-check.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { verifyBotCheck } from './verify-bot-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function solvedToken(action: string) {
  const response = await t.app.inject({ url: `/api/bot-check/challenge?action=${action}` });
  const body = botCheckChallengeResponseSchema.parse(response.json());
  if (body.provider !== 'altcha') throw new Error('expected altcha');
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
}

describe('bot check', () => {
  it('accepts a solved challenge once, for its own action only', async () => {
    const token = await solvedToken('login');
    await expect(verifyBotCheck(t, token, 'signup')).rejects.toMatchObject({
      code: 'bot_check_failed',
    });
    await expect(verifyBotCheck(t, token, 'login')).resolves.toBeUndefined();
    await expect(verifyBotCheck(t, token, 'login')).rejects.toMatchObject({
      code: 'bot_check_failed',
      statusCode: 400,
    });
  });

  it('keeps used answers in an unlogged table, and clears the expired ones as answers come', async () => {
    const [table] = (
      await t.db.execute<{ relpersistence: string }>(
        sql`SELECT relpersistence FROM pg_class WHERE relname = 'used_bot_checks'`,
      )
    ).rows;
    expect(table?.relpersistence).toBe('u');
    await t.db.execute(sql`
      INSERT INTO used_bot_checks (signature, expires_at)
      SELECT 'expired-' || n, now() - interval '1 minute' FROM generate_series(1, 5) AS n`);
    // Every fiftieth answer checked clears them.
    for (let n = 0; n < 50; n += 1) await verifyBotCheck(t, await solvedToken('login'), 'login');
    const left = await t.db.execute(
      sql`SELECT 1 FROM used_bot_checks WHERE signature LIKE 'expired-%'`,
    );
    expect(left.rows).toHaveLength(0);
  });

  it('refuses a missing, malformed or tampered token', async () => {
    await expect(verifyBotCheck(t, undefined, 'login')).rejects.toMatchObject({
      message: 'Please verify that you are not a robot',
    });
    await expect(verifyBotCheck(t, 'not-base64-json', 'login')).rejects.toMatchObject({
      code: 'bot_check_failed',
    });
    const token = await solvedToken('contact');
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.solution.counter += 1;
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    await expect(verifyBotCheck(t, tampered, 'contact')).rejects.toMatchObject({
      code: 'bot_check_failed',
    });
  });

  it('answers 400 for an unknown action', async () => {
    expect((await t.app.inject({ url: '/api/bot-check/challenge?action=nope' })).statusCode).toBe(
      400,
    );
  });
});
