import { createChallenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBotCheckToken } from './get-bot-check-token.ts';

afterEach(() => vi.unstubAllGlobals());

describe('getBotCheckToken', () => {
  it('solves the proof-of-work challenge and returns it with its solution', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: '0',
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: 'test-secret',
      data: { action: 'login' },
    });
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ provider: 'altcha', challenge }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const token = await getBotCheckToken('login');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/bot-check/challenge?action=login');
    const payload = JSON.parse(atob(token));
    expect(payload.challenge.signature).toBe(challenge.signature);
    expect(payload.solution.derivedKey.startsWith('0')).toBe(true);
  });

  it('rejects when the challenge cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"internal","message":"x"}', { status: 500 })),
    );
    await expect(getBotCheckToken('login')).rejects.toBeDefined();
  });
});
