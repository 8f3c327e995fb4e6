import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sharedSecret } from '../../infra/secrets.ts';

export const STATE_COOKIE = 'oidc';
export const STATE_COOKIE_PATH = '/api/auth/oauth';
export const STATE_TTL_SECONDS = 600;

const stateSchema = z.object({
  provider: z.enum(['google', 'linkedin']),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  role: z.enum(['candidate', 'recruiter']),
});
export type OAuthState = z.infer<typeof stateSchema>;

const key = async (db: Database) => new TextEncoder().encode(await sharedSecret(db, 'oauth-state'));

/** State, nonce and PKCE verifier of one sign-in, kept signed in a short-lived httpOnly cookie. */
export async function sealState(db: Database, value: OAuthState) {
  return new SignJWT(value)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .sign(await key(db));
}

export async function openState(db: Database, token: string | undefined) {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, await key(db), { algorithms: ['HS256'] });
    return stateSchema.parse(payload);
  } catch {
    return undefined;
  }
}
