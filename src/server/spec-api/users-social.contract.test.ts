import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { unique } from '../test/factories/unique.ts';
import { createUser } from '../test/factories/user.ts';
import { roleMatrix, type Caller } from './accounts-contract-setup.ts';

// Public spec, section 7: POST Users/GoogleSignupOrLogin (status 0 is success, with user,
// token and an optional profile picture URL) and GET /Users/linkedin-callback?code={code}
// (status 0 is success). Section 8: 'Unknown error during Google authentication', 'LinkedIn
// authentication failed', 'LinkedIn Authorization cancelled', 'LinkedIn Authorization code
// not found'.

let t: TestApp;
let provider: OAuth2Server;
let claims: Record<string, unknown> = {};
let callers: Awaited<ReturnType<typeof roleMatrix>>;

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
  callers = await roleMatrix(t);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** A Google ID token signed by the test issuer, for `audience` (ours unless told). */
const idToken = (payload: Record<string, unknown>, audience = 'google-client') =>
  provider.issuer.buildToken({
    scopesOrTransform: (_header, body) => Object.assign(body, { aud: audience }, payload),
  });

const google = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Users/GoogleSignupOrLogin', payload: body, headers });

const meWith = (token: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/Users/GoogleSignupOrLogin', () => {
  it('signs a new person up from a verified Google ID token: status 0, user and a token that works', async () => {
    const email = `google-${unique()}@example.test`;
    const credential = await idToken({
      sub: `g-${unique()}`,
      email,
      email_verified: true,
      given_name: 'Gül',
      family_name: 'Ak',
    });
    const response = await google({
      firstname: 'Somebody',
      lastname: 'Else',
      email,
      password: null,
      linkedInPage: null,
      marketingChannelId: 7,
      googleAuthId: 'ignored',
      googleProfilePic: 'https://example.test/p.png',
      credential,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 0,
      user: { email, firstname: 'Gül', lastname: 'Ak', emailConfirmed: 1, roleId: 3 },
      profilePictureUrl: null,
    });
    expect((await meWith(body.token)).json().user.email).toBe(email);
    expect(response.cookies.find((cookie) => cookie.name === 'rt')).toBeDefined();
  });

  it('logs an existing account in by its verified e-mail', async () => {
    const existing = await createUser(t.db);
    const credential = await idToken({
      sub: `g-${unique()}`,
      email: existing.email,
      email_verified: true,
    });
    const response = await google({ credential });
    expect(response.json()).toMatchObject({ status: 0, user: { id: existing.publicId } });
  });

  it('believes no profile without a token Google signed for us: status 1 with the spec’s message', async () => {
    const email = `forged-${unique()}@example.test`;
    const foreign = await idToken({ sub: 'g-x', email, email_verified: true }, 'another-app');
    for (const body of [
      { email, firstname: 'Forged', googleAuthId: 'g-123' },
      { email, credential: foreign },
      { email, accessToken: 'ya29.opaque-access-token' },
    ]) {
      const response = await google(body);
      expect(response.json(), JSON.stringify(body).slice(0, 40)).toMatchObject({
        status: 1,
        message: 'Unknown error during Google authentication',
        token: null,
      });
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('answers the same whoever calls: a logged-in caller gets the Google account’s session', async () => {
    const email = `google-any-${unique()}@example.test`;
    const sub = `g-${unique()}`;
    for (const caller of Object.values(callers) as Caller[]) {
      const credential = await idToken({ sub, email, email_verified: true });
      const response = await google({ credential }, caller.headers);
      expect(response.json(), caller.name).toMatchObject({ status: 0, user: { email } });
    }
  });
});

/** Starts our LinkedIn sign-in and walks to the provider; returns the code, state and cookie. */
async function linkedinCode(claimsOfPerson: Record<string, unknown>) {
  claims = claimsOfPerson;
  const start = await t.app.inject({ url: '/api/auth/oauth/linkedin/start' });
  const authorize = new URL(start.headers.location as string);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') as string);
  const cookie = start.cookies.find((c) => c.name === 'oidc');
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    cookie: `oidc=${cookie!.value}`,
  };
}

const callback = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/Users/linkedin-callback?${query}`, headers });

/**
 * The spec's client sends the person to LinkedIn itself (its own state, no PKCE), back to its
 * /linkedin/callback page; returns the code LinkedIn gives that page.
 */
async function clientStartedCode(claimsOfPerson: Record<string, unknown>) {
  claims = claimsOfPerson;
  const start = await t.app.inject({ url: '/api/auth/oauth/linkedin/start' });
  const authorize = new URL(start.headers.location as string);
  for (const name of ['state', 'nonce', 'code_challenge', 'code_challenge_method'])
    authorize.searchParams.delete(name);
  authorize.searchParams.set('redirect_uri', `${t.config.publicUrl}/linkedin/callback`);
  authorize.searchParams.set('state', 'the-clients-own-state');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') as string);
  expect(back.pathname).toBe('/linkedin/callback');
  return back.searchParams.get('code')!;
}

describe('GET /api/Users/linkedin-callback', () => {
  it('redeems the code of a sign-in the spec’s client started itself, once, answering in the body only', async () => {
    const email = `lin-client-${unique()}@example.test`;
    const code = await clientStartedCode({
      sub: `li-${unique()}`,
      email,
      email_verified: true,
      given_name: 'Lale',
      family_name: 'Demir',
    });
    const response = await callback(`code=${code}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 0, user: { email, firstname: 'Lale' } });
    expect((await meWith(body.token)).json().user.email).toBe(email);
    // No cookie: a page of another site sending a browser here cannot leave it signed in.
    expect(response.cookies).toEqual([]);
    // A code is good once, whatever the provider would do with a replay.
    expect((await callback(`code=${code}`)).json()).toMatchObject({
      status: 1,
      message: 'LinkedIn authentication failed',
      token: null,
    });
  });

  it('redeems the code of a sign-in we started: status 0, the user and a token that works', async () => {
    const email = `lin-${unique()}@example.test`;
    const { code, state, cookie } = await linkedinCode({
      sub: `li-${unique()}`,
      email,
      email_verified: true,
      given_name: 'Lin',
      family_name: 'Kaya',
    });
    const response = await callback(`code=${code}&state=${state}`, { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 0, user: { email, firstname: 'Lin', emailConfirmed: 1 } });
    expect((await meWith(body.token)).json().user.email).toBe(email);
    expect(response.cookies.find((c) => c.name === 'rt')?.httpOnly).toBe(true);
  });

  it('refuses a code without our sign-in’s state and reports a cancel or a missing code', async () => {
    const { code, state } = await linkedinCode({ sub: 'li-x', email: 'x@example.test' });
    const noCookie = await callback(`code=${code}&state=${state}`);
    expect(noCookie.json()).toMatchObject({
      status: 1,
      message: 'LinkedIn authentication failed',
      token: null,
    });
    const cancelled = await callback('error=user_cancelled_login&state=x');
    expect(cancelled.json()).toMatchObject({
      status: 1,
      message: 'LinkedIn Authorization cancelled',
    });
    const missing = await t.app.inject({ url: '/api/users/LinkedIn-Callback' });
    expect(missing.json()).toMatchObject({
      status: 1,
      message: 'LinkedIn Authorization code not found',
    });
  });

  it('answers the same whoever calls, and never opens someone else’s session twice', async () => {
    for (const caller of Object.values(callers) as Caller[]) {
      const email = `lin-any-${unique()}@example.test`;
      const { code, state, cookie } = await linkedinCode({
        sub: `li-${unique()}`,
        email,
        email_verified: true,
      });
      const first = await callback(`code=${code}&state=${state}`, { ...caller.headers, cookie });
      expect(first.json(), caller.name).toMatchObject({ status: 0, user: { email } });
      const replay = await callback(`code=${code}&state=${state}`, caller.headers);
      expect(replay.json(), caller.name).toMatchObject({ status: 1 });
    }
  });
});
