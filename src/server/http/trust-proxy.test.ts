import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { sessions } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { solvedBotCheckToken } from '#server/test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** The app as configured, with a route that answers the address it took for the client's. */
async function appTrusting(trustProxy: string) {
  const app = await createTestApp({ TRUST_PROXY: trustProxy }, (built) => {
    built.get('/test/client-address', (request) => ({ ip: request.ip }));
  });
  apps.push(app);
  return async (forwardedFor: string, peer = '10.0.0.5') => {
    const response = await app.app.inject({
      url: '/test/client-address',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return response.json<{ ip: string }>().ip;
  };
}

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('trusts no header by default', async () => {
    const addressOf = await appTrusting('false');
    expect(await addressOf('203.0.113.7')).toBe('10.0.0.5');
  });

  it('true trusts the one proxy in front: a client cannot choose its address by writing the header', async () => {
    const addressOf = await appTrusting('true');
    // The load balancer appends the address it saw; what the client wrote before it is ignored.
    expect(await addressOf('203.0.113.7, 198.51.100.1')).toBe('198.51.100.1');
    expect(await addressOf('198.51.100.1')).toBe('198.51.100.1');
  });

  it('a count trusts that many proxies, a list trusts only those addresses', async () => {
    const twoHops = await appTrusting('2');
    expect(await twoHops('203.0.113.7, 198.51.100.1, 10.0.0.9')).toBe('198.51.100.1');
    const listed = await appTrusting('10.0.0.0/8, 192.0.2.1');
    expect(await listed('203.0.113.7, 198.51.100.1')).toBe('198.51.100.1');
    expect(await listed('203.0.113.7', '192.0.2.1')).toBe('203.0.113.7');
    // A peer outside the list is the client itself, whatever it writes.
    expect(await listed('203.0.113.7', '198.51.100.20')).toBe('198.51.100.20');
  });

  it('gives a slow client two minutes to send its whole request', async () => {
    const app = await createTestApp();
    apps.push(app);
    expect(app.app.server.requestTimeout).toBe(120_000);
  });
});

describe('an address no proxy would write', () => {
  it('is refused with 400 where the header is trusted: a login with it answers 400, never 500, and opens no session', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    const user = await createUser(t.db, { roleId: ROLE.recruiter });
    for (const forwardedFor of [
      'not-an-address',
      'fe80::1%eth0',
      '1.2.3.4.5',
      "'; drop table users; --",
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {
          email: user.email,
          password: TEST_PASSWORD,
          captchaToken: await solvedBotCheckToken(t.app, 'login'),
        },
      });
      expect(response.statusCode, forwardedFor).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    // nothing was logged in with such an address
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});
