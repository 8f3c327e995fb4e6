import crypto from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

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
    sign: (claims) =>
      new SignJWT({ role: claims.roleId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.sid !== 'string' ||
          typeof payload.role !== 'number'
        ) {
          return 'invalid';
        }
        return { userId, roleId: payload.role, sessionId: payload.sid };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}

export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
