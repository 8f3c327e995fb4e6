import type { Queryable } from '../db/client.ts';
import { sharedSecret } from '../infra/secrets.ts';

/** An access token signed with the app's own key for a real session, expired a minute ago. */
export async function signExpiredToken(
  db: Queryable,
  claims: { userId: number; roleId: number; sessionId: string },
) {
  const { SignJWT } = await import('jose');
  const key = new TextEncoder().encode(await sharedSecret(db, 'jwt'));
  return new SignJWT({ role: claims.roleId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(key);
}
