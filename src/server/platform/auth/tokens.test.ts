import crypto from 'node:crypto';
import { SignJWT, UnsecuredJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, verifyAccessToken } from './tokens.ts';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const key = new TextEncoder().encode(SECRET);
const claims = { userId: 42, roleId: 2, sessionId: 'session-1' };
const now = () => Math.floor(Date.now() / 1000);

const signed = (build: (jwt: SignJWT) => SignJWT, secret = key) =>
  build(new SignJWT({ role: 2, sid: 'session-1' }).setSubject('42')).sign(secret);

describe('access tokens', () => {
  it('verifies a token the service signed and reads its claims', async () => {
    const tokens = createTokenService(SECRET, 900);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('signs tokens any JWT library accepts, with the claims, iat and exp', async () => {
    const token = createTokenService(SECRET, 900).sign(claims);
    const { payload, protectedHeader } = await jwtVerify(await token, key, {
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: '42', role: 2, sid: 'session-1' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
  });

  it('says expired for a token past its exp, and invalid before its nbf', async () => {
    const expired = await signed((jwt) =>
      jwt.setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now() - 1),
    );
    expect(verifyAccessToken(expired, key)).toBe('expired');
    const notYet = await signed((jwt) =>
      jwt
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now() + 900)
        .setNotBefore(now() + 60),
    );
    expect(verifyAccessToken(notYet, key)).toBe('invalid');
  });

  it('refuses another secret, a changed payload, alg none, crit, other algorithms and junk', async () => {
    const good = await signed((jwt) =>
      jwt.setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now() + 900),
    );
    expect(verifyAccessToken(good, key)).toEqual(claims);
    expect(verifyAccessToken(good, new TextEncoder().encode('another secret'))).toBe('invalid');

    const [header, payload, signature] = good.split('.') as [string, string, string];
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 1 }),
    ).toString('base64url');
    expect(verifyAccessToken(`${header}.${raised}.${signature}`, key)).toBe('invalid');

    const unsigned = new UnsecuredJWT({ role: 1, sid: 'session-1' })
      .setSubject('42')
      .setExpirationTime(now() + 900)
      .encode();
    expect(verifyAccessToken(unsigned, key)).toBe('invalid');

    const withCrit = await signed((jwt) =>
      jwt
        .setProtectedHeader({ alg: 'HS256', crit: ['b64'], b64: true })
        .setExpirationTime(now() + 900),
    );
    expect(verifyAccessToken(withCrit, key)).toBe('invalid');

    const hs512 = await signed((jwt) =>
      jwt.setProtectedHeader({ alg: 'HS512' }).setExpirationTime(now() + 900),
    );
    expect(verifyAccessToken(hs512, key)).toBe('invalid');

    // The same signature bytes spelt with a character base64url does not have.
    expect(verifyAccessToken(`${header}.${payload}.${signature}!`, key)).toBe('invalid');
    for (const junk of ['', 'a.b', 'a.b.c.d', '...', `${header}.${payload}.`, 'x'.repeat(5000)])
      expect(verifyAccessToken(junk, key)).toBe('invalid');
  });

  it('refuses a token without exp or with claims of the wrong types', async () => {
    const noExp = await signed((jwt) => jwt.setProtectedHeader({ alg: 'HS256' }));
    expect(verifyAccessToken(noExp, key)).toBe('invalid');
    const body = (payload: object) => {
      const head = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
      const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const mac = crypto.createHmac('sha256', key).update(`${head}.${data}`).digest('base64url');
      return `${head}.${data}.${mac}`;
    };
    expect(verifyAccessToken(body({ sub: '42', sid: 's', role: 2, exp: now() + 60 }), key)).toEqual(
      { userId: 42, roleId: 2, sessionId: 's' },
    );
    expect(verifyAccessToken(body({ sub: 'x', sid: 's', role: 2, exp: now() + 60 }), key)).toBe(
      'invalid',
    );
    expect(verifyAccessToken(body({ sub: '42', sid: 1, role: 2, exp: now() + 60 }), key)).toBe(
      'invalid',
    );
    expect(verifyAccessToken(body({ sub: '42', sid: 's', role: '2', exp: now() + 60 }), key)).toBe(
      'invalid',
    );
  });
});
