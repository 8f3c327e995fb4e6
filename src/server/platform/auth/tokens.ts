import crypto from 'node:crypto';
import { verifiedTokenCache } from './verified-tokens.ts';

export type AccessClaims = { userId: number; roleId: number; sessionId: string };

export type TokenService = {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'>;
  ttlSeconds: number;
};

/** How many verified tokens a process remembers: about a megabyte and a half at most. */
const VERIFIED_TOKENS_KEPT = 5_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = verifiedTokenCache(VERIFIED_TOKENS_KEPT);
  return {
    ttlSeconds,
    sign: async (claims) => signAccessToken(claims, key, ttlSeconds),
    verify: async (token) => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const known = verified.get(token, nowSeconds);
      if (known) return known;
      const checked = checkAccessToken(token, key, nowSeconds);
      if (typeof checked === 'string') return checked;
      verified.set(token, checked.claims, checked.expiresAt);
      return checked.claims;
    },
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (key: Uint8Array, data: string) =>
  crypto.createHmac('sha256', key).update(data).digest();

/** An HS256 JWT (RFC 7519) of the claims, valid for `ttlSeconds` from now. */
export function signAccessToken(
  claims: AccessClaims,
  key: Uint8Array,
  ttlSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const signed = `${base64url(EXPECTED_HEADER)}.${base64url({
    role: claims.roleId,
    sid: claims.sessionId,
    sub: String(claims.userId),
    iat: nowSeconds,
    exp: nowSeconds + ttlSeconds,
  })}`;
  return `${signed}.${hmac(key, signed).toString('base64url')}`;
}

const EXPECTED_HEADER = { alg: 'HS256' } as const;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Checks an HS256 access token with node:crypto: on every authenticated request, where jose's
 * WebCrypto path (a key import and an asynchronous HMAC job per call) cost more than the rest of
 * the check (docs/performance.md). Only our own tokens pass: header exactly HS256 (no `none`, no `crit`), a signature
 * compared in constant time, `exp` in the future and `nbf` (when present) not.
 */
export function verifyAccessToken(
  token: string,
  key: Uint8Array,
  nowSeconds = Math.floor(Date.now() / 1000),
): AccessClaims | 'expired' | 'invalid' {
  const checked = checkAccessToken(token, key, nowSeconds);
  return typeof checked === 'string' ? checked : checked.claims;
}

/** The whole check, with the token's `exp` (seconds) beside its claims. */
function checkAccessToken(
  token: string,
  key: Uint8Array,
  nowSeconds: number,
): { claims: AccessClaims; expiresAt: number } | 'expired' | 'invalid' {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return 'invalid';
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!header || header.alg !== EXPECTED_HEADER.alg || 'crit' in header) return 'invalid';
  if (header.typ !== undefined && header.typ !== 'JWT') return 'invalid';
  const expected = crypto.createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return 'invalid';
  const payload = decodeJson(payloadPart);
  if (!payload) return 'invalid';
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds) return 'invalid';
  if (typeof payload.exp !== 'number') return 'invalid';
  if (payload.exp <= nowSeconds) return 'expired';
  const userId = Number(payload.sub);
  if (
    !Number.isInteger(userId) ||
    typeof payload.sid !== 'string' ||
    typeof payload.role !== 'number'
  ) {
    return 'invalid';
  }
  return {
    claims: { userId, roleId: payload.role, sessionId: payload.sid },
    expiresAt: payload.exp,
  };
}

export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
