import crypto from 'node:crypto';

export type AccessClaims = { userId: number; roleId: number; sessionId: string };

export type TokenService = {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'>;
  ttlSeconds: number;
};

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: async (claims) => signAccessToken(claims, key, ttlSeconds),
    verify: async (token) => verifyAccessToken(token, key),
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
  return { userId, roleId: payload.role, sessionId: payload.sid };
}

export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
