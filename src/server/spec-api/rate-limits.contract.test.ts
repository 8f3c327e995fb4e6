import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../features/auth/login-limits.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, TEST_PASSWORD } from '../test/factories/user.ts';
import { execute } from './test-support.ts';

// docs/spec-api.md, "Status rows": "401 (log in), 403, 404, 429 (with `Retry-After`) and 503 stay
// HTTP errors". The layer passes our route's 429 on with its Retry-After (answers.ts passOn).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('429 answers of the spec layer carry Retry-After, as our routes do', () => {
  it('POST /api/Users/Login past the login limit', async () => {
    const user = await createUser(t.db);
    const login = async (url: string, body: Record<string, unknown>, ip: string) =>
      t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });

    // Our own route, for comparison: its 429 has Retry-After.
    const own = await createUser(t.db);
    for (let i = 0; i < LOGIN_LIMITS.accountIp.limit; i += 1)
      await login(
        '/api/auth/login',
        {
          email: own.email,
          password: 'Wrong-Password-1',
          captchaToken: await solvedBotCheckToken(t.app, 'login'),
        },
        '10.88.0.1',
      );
    const direct = await login(
      '/api/auth/login',
      {
        email: own.email,
        password: TEST_PASSWORD,
        captchaToken: await solvedBotCheckToken(t.app, 'login'),
      },
      '10.88.0.1',
    );
    expect(direct.statusCode).toBe(429);
    expect(Number(direct.headers['retry-after'])).toBeGreaterThan(0);

    // The same limit reached through the spec's login.
    for (let i = 0; i < LOGIN_LIMITS.accountIp.limit; i += 1)
      await login(
        '/api/Users/Login',
        {
          username: user.email,
          password: 'Wrong-Password-1',
          recaptchaToken: await solvedBotCheckToken(t.app, 'login'),
        },
        '10.88.0.2',
      );
    const limited = await login(
      '/api/Users/Login',
      {
        username: user.email,
        password: TEST_PASSWORD,
        recaptchaToken: await solvedBotCheckToken(t.app, 'login'),
      },
      '10.88.0.2',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('sqlId 97 (send the confirmation code) past the per-address limit', async () => {
    const email = 'limit-97@example.test';
    let last = await execute(t.app, 97, { piv_email: email });
    for (let i = 0; i < 10 && last.statusCode !== 429; i += 1)
      last = await execute(t.app, 97, { piv_email: email });
    expect(last.statusCode).toBe(429);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Commons/Executer',
      payload: { sqlId: 97, parameters: [{ parameter_name: 'piv_email', parameter_value: email }] },
    });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});
