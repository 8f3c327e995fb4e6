import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';
import { DEVICE_COOKIE } from './login-device.ts';
import { LOGIN_LIMITS } from './login-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WRONG = 'Wrong-Guess-1234';
const token = () => solvedBotCheckToken(t.app, 'login');

/** A login as a browser at `ip` would send it; the bot-check token is solved beforehand. */
async function attempt(
  email: string,
  password: string,
  ip: string,
  options: { cookie?: string; captchaToken?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { email, password, captchaToken: options.captchaToken ?? (await token()) },
  });
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('login limits', () => {
  it('per account and address: the limit is allowed, the next attempt and the right password are refused there, not elsewhere', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < LOGIN_LIMITS.accountIp.limit; i += 1)
      expect((await attempt(user.email, WRONG, '10.1.0.1')).statusCode).toBe(401);
    const past = await attempt(user.email, WRONG, '10.1.0.1');
    expect(past.statusCode).toBe(429);
    const right = await attempt(user.email, TEST_PASSWORD, '10.1.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(right.json().details.retryAfterSeconds).toBeLessThanOrEqual(
      LOGIN_LIMITS.accountIp.windowSeconds,
    );
    expect((await attempt(user.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('per address: failures on any accounts (known or not) are limited, and a successful login gives its count back', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(t.db);
      expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    }
    const known = await createUser(t.db);
    // A few on a real account, the rest on unknown addresses: each pair stays under its own limit.
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i += 1) {
      const email = i < 5 ? known.email : `nobody-${i}@example.test`;
      expect((await attempt(email, WRONG, ip)).statusCode).toBe(401);
    }
    expect((await attempt('someone-else@example.test', WRONG, ip)).statusCode).toBe(429);
    const late = await createUser(t.db);
    expect((await attempt(late.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt(late.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('per address: every address of one IPv6 /64 is one client (one machine is given a /64)', async () => {
    const address = (i: number) => `2001:db8:aa:1:${i.toString(16)}::${(i + 1).toString(16)}`;
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i += 1)
      expect((await attempt(`nobody-v6-${i}@example.test`, WRONG, address(i))).statusCode).toBe(
        401,
      );
    expect((await attempt('another@example.test', WRONG, address(999))).statusCode).toBe(429);
    const user = await createUser(t.db);
    expect((await attempt(user.email, TEST_PASSWORD, '2001:db8:aa:1::7')).statusCode).toBe(429);
    // The next /64 is another client.
    expect((await attempt(user.email, TEST_PASSWORD, '2001:db8:aa:2::7')).statusCode).toBe(200);
  });

  it('per IPv6 network: the /64s of one /48 share a wider limit', async () => {
    const inSlash64 = (net: number, i: number) =>
      `2001:db8:bb:${net.toString(16)}::${(i + 1).toString(16)}`;
    let sent = 0;
    for (const net of [1, 2])
      for (let i = 0; i < LOGIN_LIMITS.ip.limit; i += 1, sent += 1)
        expect(
          (await attempt(`nobody-net-${sent}@example.test`, WRONG, inSlash64(net, i))).statusCode,
        ).toBe(401);
    expect(sent).toBe(LOGIN_LIMITS.network.limit);
    const user = await createUser(t.db);
    expect((await attempt(user.email, TEST_PASSWORD, inSlash64(3, 0))).statusCode).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, '2001:db8:cc:3::1')).statusCode).toBe(200);
  });

  it('an attempt refused by one limit is not counted against the limits after it', async () => {
    const user = await createUser(t.db);
    const ip = '10.2.1.1';
    for (let i = 0; i < LOGIN_LIMITS.accountIp.limit; i += 1)
      expect((await attempt(user.email, WRONG, ip)).statusCode).toBe(401);
    // Refused by the account-and-address limit: neither the address's nor the account's count moves.
    for (let i = 0; i < 20; i += 1)
      expect((await attempt(user.email, WRONG, ip)).statusCode).toBe(429);
    const counts = await t.db.execute<{ key: string; count: number }>(sql`
      SELECT key, count FROM rate_limits WHERE key IN (${`login:ip:${ip}`}, ${`login:account:${user.email}`})`);
    expect(Object.fromEntries(counts.rows.map((row) => [row.key, Number(row.count)]))).toEqual({
      [`login:ip:${ip}`]: LOGIN_LIMITS.accountIp.limit,
      [`login:account:${user.email}`]: LOGIN_LIMITS.accountIp.limit,
    });
  });

  it("per account: strangers are refused past the limit, the owner's known address and device are not", async () => {
    const owner = await createUser(t.db);
    // The owner's first login (a new address and device, so it counts as a stranger's attempt).
    const first = await attempt(owner.email, TEST_PASSWORD, '10.3.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });

    for (let i = 1; i < LOGIN_LIMITS.account.limit; i += 1)
      expect((await attempt(owner.email, WRONG, `10.3.1.${i}`)).statusCode).toBe(401);
    expect((await attempt(owner.email, WRONG, '10.3.2.1')).statusCode).toBe(429);
    // Past the limit a stranger is refused even with the right password...
    expect((await attempt(owner.email, TEST_PASSWORD, '10.3.2.2')).statusCode).toBe(429);
    // ...and a device cookie of another account does not help.
    const other = await createUser(t.db);
    const otherDevice = (await attempt(other.email, TEST_PASSWORD, '10.3.3.1')).cookies.find(
      (c) => c.name === DEVICE_COOKIE,
    );
    const foreign = await attempt(owner.email, TEST_PASSWORD, '10.3.3.1', {
      cookie: `${DEVICE_COOKIE}=${otherDevice!.value}`,
    });
    expect(foreign.statusCode).toBe(429);

    // The owner, from the address of an earlier login or from a device that logged in before.
    expect((await attempt(owner.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    const fromDevice = await attempt(owner.email, TEST_PASSWORD, '10.3.9.9', {
      cookie: `${DEVICE_COOKIE}=${device!.value}`,
    });
    expect(fromDevice.statusCode).toBe(200);
  });

  it("past the strangers' limit the account is not locked: a harder bot check lets each attempt through", async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < LOGIN_LIMITS.account.limit; i += 1)
      expect((await attempt(owner.email, WRONG, `10.8.1.${i}`)).statusCode).toBe(401);
    const refused = await attempt(owner.email, TEST_PASSWORD, '10.8.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'bot_check_required',
      details: { action: 'login-strict' },
    });

    const strict = async (password: string, ip: string, action: 'login' | 'login-strict') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: {
          email: owner.email,
          password,
          captchaToken: await solvedBotCheckToken(t.app, action),
          strictBotCheck: true,
        },
      });
    // The ordinary check's token does not pass for the harder one.
    expect((await strict(TEST_PASSWORD, '10.8.3.1', 'login')).statusCode).toBe(400);
    // With the harder check answered, the password is checked: wrong is 401, right gets in.
    expect((await strict(WRONG, '10.8.3.2', 'login-strict')).statusCode).toBe(401);
    expect((await strict(TEST_PASSWORD, '10.8.3.3', 'login-strict')).statusCode).toBe(200);
  });

  it('the harder check is a harder proof of work', async () => {
    const easy = await t.app.inject({ url: '/api/bot-check/challenge?action=login' });
    const hard = await t.app.inject({ url: '/api/bot-check/challenge?action=login-strict' });
    const prefix = (r: typeof easy) =>
      r.json<{ challenge: { parameters: { keyPrefix: string } } }>().challenge.parameters.keyPrefix;
    expect(prefix(hard).length).toBeGreaterThan(prefix(easy).length);
  });

  it('a known device has its own limit: wrong passwords from it are limited too', async () => {
    const owner = await createUser(t.db);
    const first = await attempt(owner.email, TEST_PASSWORD, '10.5.0.1');
    const cookie = `${DEVICE_COOKIE}=${first.cookies.find((c) => c.name === DEVICE_COOKIE)!.value}`;
    for (let i = 0; i < LOGIN_LIMITS.device.limit; i += 1)
      expect((await attempt(owner.email, WRONG, `10.5.1.${i}`, { cookie })).statusCode).toBe(401);
    expect((await attempt(owner.email, TEST_PASSWORD, '10.5.2.1', { cookie })).statusCode).toBe(
      429,
    );
  });

  it('a burst from one address checks no more wrong passwords than the limit, then refuses the right one', async () => {
    const user = await createUser(t.db);
    const tokens = await Promise.all(Array.from({ length: 40 }, token));
    const burst = await Promise.all(
      tokens.map((captchaToken) => attempt(user.email, WRONG, '10.6.0.1', { captchaToken })),
    );
    expect(statuses(burst)).toEqual({
      401: LOGIN_LIMITS.accountIp.limit,
      429: 40 - LOGIN_LIMITS.accountIp.limit,
    });
    expect((await attempt(user.email, TEST_PASSWORD, '10.6.0.1')).statusCode).toBe(429);
  });

  it('a burst of 40 wrong and the right password from 41 addresses has exactly the limit checked', async () => {
    const user = await createUser(t.db);
    const tokens = await Promise.all(Array.from({ length: 41 }, token));
    const RIGHT = 20;
    const burst = await Promise.all(
      tokens.map((captchaToken, i) =>
        attempt(user.email, i === RIGHT ? TEST_PASSWORD : WRONG, `10.7.${i}.1`, { captchaToken }),
      ),
    );
    const counts = statuses(burst);
    // Each attempt is counted before its password is checked, so no more than the limit are checked.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(LOGIN_LIMITS.account.limit);
    expect(counts[429]).toBe(41 - LOGIN_LIMITS.account.limit);
    const refused = burst.find((r) => r.statusCode === 429)!;
    const shape = (r: (typeof burst)[number]) => {
      const { code, message } = r.json<{ code: string; message: string }>();
      return { status: r.statusCode, code, message };
    };
    if (burst[RIGHT]!.statusCode === 429) expect(shape(burst[RIGHT]!)).toEqual(shape(refused));
    // Past the limit, the right password from a new address is refused like the others.
    const after = await attempt(user.email, TEST_PASSWORD, '10.7.99.1');
    expect(shape(after)).toEqual(shape(refused));
  });
});
