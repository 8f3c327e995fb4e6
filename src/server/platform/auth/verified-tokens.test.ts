import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';
import { verifiedTokenCache } from './verified-tokens.ts';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const claims = { userId: 42, roleId: 2, sessionId: 'session-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('verified tokens remembered by the token service', () => {
  it('still says expired for a token it verified before, once its exp has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-28T10:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-28T10:01:00Z'));
    expect(await tokens.verify(token)).toBe('expired');
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('refuses a token changed after a verified one, and one of another secret', async () => {
    const tokens = createTokenService(SECRET, 900);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 1 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBe('invalid');
    expect(await tokens.verify(`${token} `)).toBe('invalid');
    const other = createTokenService('another-secret-of-enough-length-987654', 900);
    expect(await other.verify(token)).toBe('invalid');
    expect(await other.verify(token)).toBe('invalid');
  });
});

describe('verifiedTokenCache', () => {
  it('keeps at most its limit, the oldest going first', () => {
    const cache = verifiedTokenCache(2);
    cache.set('a', claims, 100);
    cache.set('b', claims, 100);
    cache.set('c', claims, 100);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 50)).toBeUndefined();
    expect(cache.get('b', 50)).toEqual(claims);
    expect(cache.get('c', 50)).toEqual(claims);
  });

  it('answers expired at its exp and forgets the token', () => {
    const cache = verifiedTokenCache(10);
    cache.set('a', claims, 100);
    expect(cache.get('a', 99)).toEqual(claims);
    expect(cache.get('a', 100)).toBe('expired');
    expect(cache.size).toBe(0);
    expect(cache.get('a', 100)).toBeUndefined();
  });
});
