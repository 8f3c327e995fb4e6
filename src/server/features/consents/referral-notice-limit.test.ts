import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

// routes.ts `noticeLimit`: 60 calls a minute per address.
const NOTICE_LIMIT = { limit: 60, windowSeconds: 60 };
const TOKEN = 'a'.repeat(43);

describe("the referral notice's limit", () => {
  it('answers 429 with the wait in its details and in Retry-After', async () => {
    const ip = '10.0.9.4';
    await t.db
      .insert(rateLimits)
      .values({ key: `referral-notice:${ip}`, windowStart: new Date(), count: NOTICE_LIMIT.limit });
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/consents/referral-notice/${TOKEN}`,
        payload: method === 'POST' ? { response: 'objected' } : undefined,
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(429);
      const body = response.json<{ code: string; details: { retryAfterSeconds: number } }>();
      expect(body.code).toBe('rate_limited');
      expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(body.details.retryAfterSeconds).toBeLessThanOrEqual(NOTICE_LIMIT.windowSeconds);
      expect(response.headers['retry-after']).toBe(String(body.details.retryAfterSeconds));
    }
  });
});
