import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, oneTimeCodes } from '../../db/schema/index.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';
import { detachedWorkSettled } from './detached-work.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { lastCode, login, post, unique } from './accounts-test-setup.ts';

useTestApp();

describe('login protections', () => {
  it('refuses a login without a valid bot check', async () => {
    const user = await createUser(t.db);
    const response = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.json()).toMatchObject({ code: 'bot_check_failed' });
    const reused = await solvedBotCheckToken(t.app, 'login');
    expect(
      (
        await post('/api/auth/login', {
          email: user.email,
          password: TEST_PASSWORD,
          captchaToken: reused,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/api/auth/login', {
          email: user.email,
          password: TEST_PASSWORD,
          captchaToken: reused,
        })
      ).json().code,
    ).toBe('bot_check_failed');
  });

  it('answers 429 when one address checks codes too often', async () => {
    let last = 0;
    for (let i = 0; i < 101; i += 1) {
      last = (
        await post(
          '/api/accounts/email-confirmation/verify',
          { email: `x${i}@example.test`, code: '123456' },
          '10.0.2.1',
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const user = await createUser(t.db);
    const request = async (email: string) =>
      post(
        '/api/accounts/password-reset/request',
        { email, captchaToken: await solvedBotCheckToken(t.app, 'reset') },
        '10.0.3.1',
      );
    const known = await request(user.email);
    const unknown = await request(`ghost-${unique()}@example.test`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The look-up and the mail run after the answer, so its timing cannot tell them apart.
    await detachedWorkSettled();
    expect((await lastCode(user.email, 'reset_password')).mail.html).toContain(
      '/reset-password?email=',
    );
    const noCaptcha = await post('/api/accounts/password-reset/request', { email: user.email });
    expect(noCaptcha.json().code).toBe('bot_check_failed');
  });

  it('checks the code, sets the new password once, and ends the old sessions', async () => {
    const session = await t.loginAs({ lastname: 'Zorbanek' });
    const email = session.user.email;
    await post(
      '/api/accounts/password-reset/request',
      { email, captchaToken: await solvedBotCheckToken(t.app, 'reset') },
      '10.0.4.1',
    );
    await detachedWorkSettled();
    const { code } = await lastCode(email, 'reset_password');
    expect(
      (
        await post(
          '/api/accounts/password-reset/verify',
          { email, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` },
          '10.0.4.1',
        )
      ).statusCode,
    ).toBe(200);
    const reset = async (password: string) =>
      post(
        '/api/accounts/password-reset',
        { email, code, password, captchaToken: await solvedBotCheckToken(t.app, 'reset') },
        '10.0.4.1',
      );
    expect((await reset('Password1')).json().code).toBe('weak_password');
    // The account's own name counts once the code is proved; the code stays usable.
    const named = await reset('Zorbanek2024!');
    expect(named.json()).toMatchObject({
      code: 'weak_password',
      details: { fields: { password: 'validation.passwordStrength.warnings.userInputs' } },
    });
    // A wrong code is refused before the new password is hashed, and counts once against it.
    const attempts = async () =>
      (
        await t.db
          .select({ attempts: oneTimeCodes.attempts })
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.userId, session.user.id),
              eq(oneTimeCodes.purpose, 'reset_password'),
            ),
          )
          .orderBy(desc(oneTimeCodes.id))
          .limit(1)
      )[0]?.attempts;
    const before = await attempts();
    const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    const wrong = await post(
      '/api/accounts/password-reset',
      {
        email,
        code: wrongCode,
        password: 'Brand-New-Pass-9',
        captchaToken: await solvedBotCheckToken(t.app, 'reset'),
      },
      '10.0.4.1',
    );
    expect(wrong.json().code).toBe('invalid_code');
    expect(await attempts()).toBe((before ?? 0) + 1);
    expect((await reset('Brand-New-Pass-9')).statusCode).toBe(200);
    expect((await reset('Other-New-Pass-9')).json().code).toBe('invalid_code');
    expect((await t.app.inject({ url: '/api/auth/me', headers: session.headers })).statusCode).toBe(
      401,
    );
    expect((await login(email, 'Brand-New-Pass-9', '10.0.4.2')).statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'reset_password'));
    expect(audits.length).toBeGreaterThan(0);
  });
});

describe('public texts', () => {
  it('serves the get-started cards and the sign-up options in both languages', async () => {
    const en = (await t.app.inject({ url: '/api/accounts/get-started?lang=en' })).json();
    expect(en.cards.map((c: { tag: string }) => c.tag)).toEqual([
      'For Job Seekers',
      'For Organizations',
      'For Hiring Teams',
    ]);
    const tr = (await t.app.inject({ url: '/api/accounts/get-started?lang=tr' })).json();
    expect(tr.cards[0].tag).toBe('İş Arayanlar İçin');
    const options = (await t.app.inject({ url: '/api/accounts/signup-options?lang=en' })).json();
    expect(options.marketingChannels).toContainEqual({
      id: 8,
      name: 'Referance',
      description: 'Reference from someone',
    });
    expect(options.countries.length).toBeGreaterThan(100);
    expect((await t.app.inject({ url: '/api/accounts/get-started?lang=xx' })).statusCode).toBe(400);
  });

  it('hides providers that are not configured', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google: false,
      linkedin: false,
      googleOneTapClientId: null,
    });
    expect((await t.app.inject({ url: '/api/auth/oauth/google/start' })).statusCode).toBe(404);
  });
});
