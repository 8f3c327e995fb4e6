import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { solvedBotCheckToken } from '#server/test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';
import { unique } from '#server/test/factories/unique.ts';

let t: TestApp;
let provider: OAuth2Server;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  const issuer = provider.issuer.url!;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER_URL: issuer,
    LINKEDIN_CLIENT_ID: 'linkedin-client',
    LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    LINKEDIN_ISSUER_URL: issuer,
    PUBLIC_URL: 'http://localhost:3999',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Walks start → provider → callback like a browser; returns the final redirect and cookies. */
async function signIn(name: 'google' | 'linkedin', tamper?: (url: URL) => void) {
  const start = await t.app.inject({ url: `/api/auth/oauth/${name}/start?role=recruiter` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('scope')).toBe('openid profile email');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const stateCookie = start.cookies.find((c) => c.name === 'oidc');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') as string);
  tamper?.(back);
  const callback = await t.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: stateCookie ? { oidc: stateCookie.value } : {},
  });
  expect(callback.statusCode).toBe(302);
  return { location: callback.headers.location as string, cookies: callback.cookies };
}

async function passwordLogin(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, captchaToken: await solvedBotCheckToken(t.app, 'login') },
  });
}

describe('OpenID Connect sign-in', () => {
  it('lists configured providers', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google: true,
      linkedin: true,
      googleOneTapClientId: null,
    });
  });

  it('signs a new person up on the first LinkedIn sign-in and opens a session', async () => {
    claims = {
      sub: 'li-123',
      email: 'lin.user@example.test',
      email_verified: true,
      given_name: 'Lin',
      family_name: 'User',
    };
    const { location, cookies } = await signIn('linkedin');
    expect(location).toBe('/linkedin/callback?provider=linkedin&status=0');
    const refresh = cookies.find((c) => c.name === 'rt');
    expect(refresh?.httpOnly).toBe(true);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: refresh!.value },
    });
    expect(session.json().user).toMatchObject({
      email: 'lin.user@example.test',
      firstname: 'Lin',
      roleId: 2,
    });
    const [row] = await t.db.select().from(users).where(eq(users.linkedinSubject, 'li-123'));
    expect(row).toMatchObject({ marketingChannelId: 7, emailConfirmed: true, passwordHash: null });
  });

  it('links Google to an existing account with the same verified e-mail', async () => {
    const existing = await createUser(t.db);
    claims = { sub: 'g-456', email: existing.email, email_verified: true };
    const { location } = await signIn('google');
    expect(location).toContain('status=0');
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSubject).toBe('g-456');
  });

  it('linking a confirmed account keeps its password: the owner still logs in with it', async () => {
    const existing = await createUser(t.db);
    claims = { sub: 'g-457', email: existing.email, email_verified: true };
    expect((await signIn('google')).location).toContain('status=0');
    expect((await passwordLogin(existing.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an address someone signed up with and never confirmed: the owner signing in with Google takes it, the squatter’s password stops working', async () => {
    const email = `victim.${unique(8)}@example.test`;
    const squatterPassword = 'Squat-Pass-2024!x';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      payload: {
        email,
        password: squatterPassword,
        roleId: ROLE.recruiter,
        firstname: 'Victor',
        lastname: 'Victim',
        linkedinPage: 'https://www.linkedin.com/in/victor-squat/',
        marketingChannelId: 1,
        termsAccepted: true,
        privacyNoticeRead: true,
        language: 'en',
        captchaToken: await solvedBotCheckToken(t.app, 'signup'),
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    claims = { sub: `g-owner-${unique(6)}`, email, email_verified: true };
    const { location, cookies } = await signIn('google');
    expect(location).toContain('status=0');
    expect(cookies.find((c) => c.name === 'rt')).toBeTruthy();

    const squatter = await passwordLogin(email, squatterPassword);
    expect(squatter.statusCode).toBe(401);
    expect(squatter.json().code).toBe('invalid_credentials');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ emailConfirmed: true, passwordHash: null });
  });

  it('refuses a bad state, a missing code and reports a cancel', async () => {
    claims = { sub: 'g-789', email: 'someone@example.test', email_verified: true };
    const bad = await signIn('google', (url) => url.searchParams.set('state', 'forged'));
    expect(bad.location).toBe('/linkedin/callback?provider=google&error=state_mismatch');
    expect(bad.cookies.find((c) => c.name === 'rt')).toBeUndefined();
    const noCode = await signIn('google', (url) => url.searchParams.delete('code'));
    expect(noCode.location).toContain('error=code_not_found');
    const cancelled = await t.app.inject({
      url: '/api/auth/oauth/linkedin/callback?error=user_cancelled_login&state=x',
    });
    expect(cancelled.headers.location).toBe(
      '/linkedin/callback?provider=linkedin&error=user_cancelled_login',
    );
  });
});

describe('POST /api/auth/oauth/linkedin/code (a sign-in the client started)', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/linkedin/code',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  it('takes JSON only, so no other site can post a code with a browser’s form', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/linkedin/code',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=abc',
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a missing or hostile code and a return address that is not http(s)', async () => {
    for (const body of [
      {},
      { code: '' },
      { code: 'a\u0000b' },
      { code: 'x'.repeat(3000) },
      { code: 'abc', redirectUri: 'javascript:alert(1)' },
      { code: 'abc', redirectUri: 'not a url' },
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('accepts a code once, even when the provider would take it again', async () => {
    claims = {
      sub: `li-once-${Date.now()}`,
      email: `once-${Date.now()}@example.test`,
      email_verified: true,
    };
    const start = await t.app.inject({ url: '/api/auth/oauth/linkedin/start' });
    const authorize = new URL(start.headers.location as string);
    for (const name of ['state', 'nonce', 'code_challenge', 'code_challenge_method'])
      authorize.searchParams.delete(name);
    authorize.searchParams.set('redirect_uri', 'http://localhost:3999/linkedin/callback');
    const back = new URL(
      (await fetch(authorize, { redirect: 'manual' })).headers.get('location') as string,
    );
    const code = back.searchParams.get('code')!;
    const first = await post({ code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ accessToken: expect.any(String) });
    const again = await post({ code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'oauth_failed' });
  });
});
