import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../infra/rate-limit.ts';
import { CODE_LIMITS } from '../../platform/one-time-codes/code-limits.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { post, unique } from './accounts-test-setup.ts';
import { LIMITS } from './limits.ts';

useTestApp();

/** Fills the window of `rule`: the next attempt is refused. */
async function exhaust(rule: RateLimitRule) {
  const now = new Date();
  await t.db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: now, count: rule.limit })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: rule.limit } });
}

/** A 429 that says when to try again, in its details (the client's text) and in Retry-After. */
function expectRetryAfter(response: LightMyRequestResponse, rule: RateLimitRule) {
  expect(response.statusCode).toBe(429);
  const body = response.json<{ code: string; details: { retryAfterSeconds: number } }>();
  expect(body.code).toBe('rate_limited');
  expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
  expect(body.details.retryAfterSeconds).toBeLessThanOrEqual(rule.windowSeconds);
  expect(response.headers['retry-after']).toBe(String(body.details.retryAfterSeconds));
}

describe('the limits of the account forms say when to try again', () => {
  it('sign-up', async () => {
    const ip = '10.0.9.1';
    const rule = LIMITS.signUpIp(ip);
    await exhaust(rule);
    const id = unique();
    const response = await post(
      '/api/accounts/signup',
      {
        firstname: 'Ayşe',
        lastname: 'Yılmaz',
        email: `limited-${id}@example.test`,
        password: 'Sunny-Rivers-42',
        linkedinPage: `linkedin.com/in/limited-${id}`,
        marketingChannelId: 1,
        termsAccepted: true,
        captchaToken: await solvedBotCheckToken(t.app, 'signup'),
      },
      ip,
    );
    expectRetryAfter(response, rule);
  });

  it('forgot password (the reset code request)', async () => {
    const ip = '10.0.9.2';
    const rule = CODE_LIMITS.sendCodeIp(ip);
    await exhaust(rule);
    const response = await post(
      '/api/accounts/password-reset/request',
      {
        email: `reset-${unique()}@example.test`,
        captchaToken: await solvedBotCheckToken(t.app, 'reset'),
      },
      ip,
    );
    expectRetryAfter(response, rule);
  });

  it('confirm e-mail (the code check)', async () => {
    const ip = '10.0.9.3';
    const rule = CODE_LIMITS.checkCodeIp(ip);
    await exhaust(rule);
    const response = await post(
      '/api/accounts/email-confirmation/verify',
      { email: `confirm-${unique()}@example.test`, code: '123456' },
      ip,
    );
    expectRetryAfter(response, rule);
  });
});
