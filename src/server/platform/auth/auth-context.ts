import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { TokenService } from './tokens.ts';

export type AuthContext = { userId: number; roleId: number; sessionId: string };

export type AuthResult =
  { auth: AuthContext } | { auth: null; reason: 'missing' | 'expired' | 'invalid' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the caller from the bearer token once per request (token, session and user checked). */
    authenticate(): Promise<AuthResult>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<AuthResult>>();

export function registerAuthContext(app: FastifyInstance, db: Database, tokens: TokenService) {
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this, db, tokens);
      cache.set(this, pending);
    }
    return pending;
  });
}

async function resolve(
  request: FastifyRequest,
  db: Database,
  tokens: TokenService,
): Promise<AuthResult> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return { auth: null, reason: 'missing' };
  const claims = await tokens.verify(header.slice(7).trim());
  if (claims === 'expired' || claims === 'invalid') return { auth: null, reason: claims };
  // A revoked session or a deactivated user loses access at once, not when the token expires.
  const [row] = await db
    .select({ roleId: users.roleId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    );
  if (!row) return { auth: null, reason: 'invalid' };
  return { auth: { userId: claims.userId, roleId: row.roleId, sessionId: claims.sessionId } };
}
