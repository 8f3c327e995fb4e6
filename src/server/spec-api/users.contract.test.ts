import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { companies, countries, industries, users } from '../db/schema/index.ts';
import { LOGIN_LIMITS } from '../features/auth/login-limits.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { unique } from '../test/factories/unique.ts';
import { createUser, TEST_PASSWORD } from '../test/factories/user.ts';
import {
  lastMail,
  loginToken,
  roleMatrix,
  specSignUpBody,
  STRONG_PASSWORD,
  type Caller,
} from './accounts-contract-setup.ts';
import { execute } from './test-support.ts';

// Public spec, section 7, "Other calls": Users/Login (username, password, recaptchaToken →
// user and token), GET Users/Role (shape not shown), Users/User-SignUp (rows with status,
// message), Users/Company-SignUp (result.item1 customer id, result.item3 JSON text with status,
// message, company_id), Users/ResetPassword (userId, email, code, password → rows). The
// multipart POST /api/Users is tested beside PUT /api/auth/users/register (auth-users).

let t: TestApp;
let callers: Awaited<ReturnType<typeof roleMatrix>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await roleMatrix(t);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });

const specLogin = async (username: string, password: string, ip?: string) =>
  post('/api/Users/Login', { username, password, recaptchaToken: await loginToken(t) }, {}, ip);

describe('POST /api/Users/Login', () => {
  it('returns the user and a token that works, and sets the refresh cookie', async () => {
    const user = await createUser(t.db, { roleId: ROLE.recruiter, linkedinPage: null });
    for (const url of ['/api/Users/Login', '/api/users/login']) {
      const response = await post(url, {
        username: user.email,
        password: TEST_PASSWORD,
        recaptchaToken: await loginToken(t),
      });
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 0,
        user: {
          id: user.publicId,
          roleId: ROLE.recruiter,
          email: user.email,
          firstname: user.firstname,
          lastname: user.lastname,
          emailConfirmed: 1,
        },
      });
      expect(body.token).toEqual(expect.any(String));
      expect(body.menu.length).toBeGreaterThan(0);
      expect(response.cookies.find((cookie) => cookie.name === 'rt')?.httpOnly).toBe(true);
      const me = await t.app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.json().user.id).toBe(user.publicId);
    }
  });

  it('refuses a wrong password (401) and a missing robot check with the spec’s message', async () => {
    const user = await createUser(t.db);
    const wrong = await specLogin(user.email, 'Wrong-Password-1', '10.61.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password.' });
    const robot = await post('/api/Users/Login', { username: user.email, password: TEST_PASSWORD });
    expect(robot.statusCode).toBe(400);
    expect(robot.json().message).toBe('Please verify that you are not a robot');
  });

  it('answers an unconfirmed address with emailConfirmed 0, the message, and a mailed code', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    const response = await specLogin(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: 'Please accept your email confirmation before you Login',
      user: { email: user.email, emailConfirmed: 0 },
      token: null,
    });
    expect((await lastMail(t, user.email, 'confirm_email'))?.code).toMatch(/^\d{6}$/);
  });

  it('keeps the login limits, counted on the caller’s address and not the layer’s', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountIp.limit; attempt += 1)
      expect((await specLogin(user.email, 'Wrong-Password-1', '10.62.0.1')).statusCode).toBe(401);
    const limited = await specLogin(user.email, TEST_PASSWORD, '10.62.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    const elsewhere = await specLogin(user.email, TEST_PASSWORD, '10.62.0.2');
    expect(elsewhere.json()).toMatchObject({ status: 0, user: { id: user.publicId } });
  });
});

describe('GET /api/Users/Role', () => {
  it('answers the caller’s role, nulls when logged out and 401 for a token that is no longer good', async () => {
    const expected: [Caller, number | null, string | null][] = [
      [callers.anonymous, null, null],
      [callers.candidate, ROLE.candidate, 'candidate'],
      [callers.recruiter, ROLE.recruiter, 'recruiter'],
      [callers.member, ROLE.company, 'company'],
      [callers.staff, ROLE.admin, 'admin'],
    ];
    for (const [caller, roleId, roleName] of expected) {
      const response = await t.app.inject({ url: '/api/users/role', headers: caller.headers });
      expect(response.json(), caller.name).toEqual({ roleId, roleName });
    }
    const stale = await t.app.inject({
      url: '/api/Users/Role',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('POST /api/Users/User-SignUp', () => {
  it('signs a candidate up (status 0); the account waits for its e-mail confirmation', async () => {
    const body = await specSignUpBody(t);
    const response = await post('/api/Users/User-SignUp', body);
    expect(response.json()).toEqual([
      {
        status: 0,
        message:
          'Registration successful. Please check your email for the next step: a confirmation code, or a note if you already have an account.',
      },
    ]);
    const login = await specLogin(body.email, body.password);
    expect(login.json()).toMatchObject({ status: 1, user: { emailConfirmed: 0 } });
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ roleId: ROLE.candidate, marketingChannelId: 2 });
  });

  it('gives the spec’s message for a taken LinkedIn and the same answer for a taken e-mail', async () => {
    const first = await specSignUpBody(t);
    await post('/api/Users/User-SignUp', first);
    const sameLinkedin = await post(
      '/api/Users/User-SignUp',
      await specSignUpBody(t, { linkedInPage: first.linkedInPage }),
    );
    expect(sameLinkedin.json()).toEqual([
      { status: 1, message: 'This Linkedin Profile Already Registered!' },
    ]);
    const sameEmail = await post(
      '/api/Users/User-SignUp',
      await specSignUpBody(t, { email: first.email }),
    );
    expect(sameEmail.json()[0]).toMatchObject({ status: 0 });
  });

  it('refuses a missing robot check and bad fields with a non-zero status and the reason', async () => {
    const robot = await post(
      '/api/Users/User-SignUp',
      await specSignUpBody(t, { recaptchaToken: null }),
    );
    expect(robot.json()).toEqual([
      { status: 1, message: 'Please verify that you are not a robot' },
    ]);
    const bad = await post(
      '/api/Users/User-SignUp',
      await specSignUpBody(t, { linkedInPage: 'https://example.test/me' }),
    );
    expect(bad.json()).toEqual([
      { status: 1, message: 'Please enter a valid LinkedIn profile URL' },
    ]);
  });
});

async function companyBody(overrides: Record<string, unknown> = {}) {
  const [country] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
  const [industry] = await t.db.select().from(industries).limit(1);
  return {
    firstName: 'Mehmet',
    lastName: 'Demir',
    email: `company-${unique()}@example.test`,
    password: STRONG_PASSWORD,
    phone: '+905321234567',
    companyName: `Spec Company ${unique()}`,
    companyWebsite: 'www.example.test',
    marketingChannelId: 1,
    industryId: industry!.id,
    countryId: country!.id,
    country: 'Türkiye',
    currency: 'TRY',
    cityId: -1,
    recaptchaToken: await solvedBotCheckToken(t.app, 'signup'),
    ...overrides,
  };
}

describe('POST /api/Users/Company-SignUp', () => {
  it('creates the company with its payment customer; item3 is JSON text with status 0', async () => {
    const body = await companyBody();
    const response = await post('/api/Users/Company-SignUp', body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.item1).toBeNull();
    expect(JSON.parse(answer.item3)).toEqual({
      status: 0,
      message:
        'Thank you. Please check your email for the next step: a confirmation code, or a note if you already have an account.',
      company_id: null,
    });
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.name, body.companyName));
    expect(company?.paymentCustomerId).toEqual(expect.any(String));
  });

  it('answers a taken company name with a non-zero status and the message in item3', async () => {
    const first = await companyBody();
    await post('/api/Users/Company-SignUp', first);
    const again = await post(
      '/api/Users/Company-SignUp',
      await companyBody({ companyName: first.companyName }),
    );
    expect(JSON.parse(again.json().item3)).toEqual({
      status: 1,
      message: 'A company with this name is already registered.',
      company_id: null,
    });
  });
});

async function resetCode(email: string) {
  await execute(t.app, 58, { email, recaptcha_token: await solvedBotCheckToken(t.app, 'reset') });
  return (await lastMail(t, email, 'reset_password'))!.code;
}

describe('POST /api/Users/ResetPassword', () => {
  it('sets the new password with the mailed code (status 0); the new password logs in', async () => {
    const user = await createUser(t.db);
    const code = await resetCode(user.email);
    const response = await post('/api/Users/ResetPassword', {
      userId: -1,
      email: user.email,
      code,
      password: 'New-Harbour-77',
      recaptchaToken: await solvedBotCheckToken(t.app, 'reset'),
    });
    expect(response.json()).toEqual([
      { status: 0, message: 'Your password has been reset. You can now log in.' },
    ]);
    expect((await specLogin(user.email, 'New-Harbour-77')).json()).toMatchObject({ status: 0 });
  });

  it('answers a wrong code with a non-zero status and refuses another user’s id', async () => {
    const user = await createUser(t.db);
    const code = await resetCode(user.email);
    const wrong = await post('/api/Users/ResetPassword', {
      userId: -1,
      email: user.email,
      code: code === '000000' ? '111111' : '000000',
      password: 'New-Harbour-77',
      recaptchaToken: await solvedBotCheckToken(t.app, 'reset'),
    });
    expect(wrong.json()).toEqual([
      {
        status: 1,
        message: 'The code is wrong or no longer valid. Please check it, or ask for a new code.',
      },
    ]);
    const asOther = await post(
      '/api/Users/ResetPassword',
      { userId: callers.another.publicId, email: user.email, code, password: 'New-Harbour-77' },
      callers.candidate.headers,
    );
    expect(asOther.statusCode).toBe(403);
  });
});

describe('every role', () => {
  it('keeps the public calls public: a logged-in caller signs up a new candidate, never their own role', async () => {
    for (const caller of Object.values(callers) as Caller[]) {
      const body = await specSignUpBody(t);
      const response = await post('/api/Users/User-SignUp', body, caller.headers);
      expect(response.json()[0], caller.name).toMatchObject({ status: 0 });
      const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
      expect(row?.roleId, caller.name).toBe(ROLE.candidate);
      const login = await post(
        '/api/Users/Login',
        { username: body.email, password: 'wrong', recaptchaToken: await loginToken(t) },
        caller.headers,
      );
      expect(login.statusCode, caller.name).toBe(401);
    }
  });
});

describe('hostile input', () => {
  it('answers 4xx or a refusing status, never a 500 nor a success', async () => {
    const huge = 'x'.repeat(20_000);
    const cases: [string, unknown][] = [
      ['/api/Users/Login', { username: 'a\u0000@example.test', password: 'x' }],
      ['/api/Users/Login', { username: 123, password: ['x'] }],
      ['/api/Users/Login', { username: huge, password: huge }],
      ['/api/Users/Login', '{"username": "broken'],
      ['/api/Users/User-SignUp', { firstname: 'A\u0000', marketingChannelId: 99999999999 }],
      ['/api/Users/User-SignUp', { marketingChannelId: { id: 1 } }],
      ['/api/Users/Company-SignUp', { industryId: 99999999999, countryId: '1e9', cityId: 'x' }],
      ['/api/Users/Company-SignUp', { companyName: huge }],
      ['/api/Users/ResetPassword', { userId: 99999999999, email: 'a@b.c', code: 1e20 }],
      ['/api/Users/ResetPassword', { email: 'a\u0000@b.c', code: '12\u00003456', password: 'x' }],
      ['/api/Users/GoogleSignupOrLogin', { credential: 'a.b.c', googleAuthId: huge }],
      ['/api/Users/GoogleSignupOrLogin', { credential: { forged: true } }],
    ];
    for (const [url, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: payload as string,
        headers: { 'content-type': 'application/json' },
      });
      const label = `${url} ${JSON.stringify(payload).slice(0, 60)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (response.statusCode >= 400) continue;
      const body = response.json();
      const status = Array.isArray(body)
        ? body[0].status
        : 'item3' in body
          ? JSON.parse(body.item3).status
          : body.status;
      expect(status, label).not.toBe(0);
    }
    const linkedin = await t.app.inject({
      url: `/api/Users/linkedin-callback?code=${'x'.repeat(3000)}&state=%00`,
    });
    expect(linkedin.statusCode).toBe(400);
  });
});
