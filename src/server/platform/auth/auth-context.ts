import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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

/**
 * The check every authenticated request makes: built once and prepared on each connection, so a
 * request neither rebuilds its SQL nor has PostgreSQL plan it again.
 */
function prepareSessionCheck(db: Database) {
  // A revoked session or a deactivated user loses access at once, not when the token expires.
  return db
    .select({ roleId: users.roleId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .prepare('auth_session_check');
}

type SessionCheck = ReturnType<typeof prepareSessionCheck>;

export function registerAuthContext(app: FastifyInstance, db: Database, tokens: TokenService) {
  const sessionCheck = prepareSessionCheck(db);
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this, sessionCheck, tokens);
      cache.set(this, pending);
    }
    return pending;
  });
}

async function resolve(
  request: FastifyRequest,
  sessionCheck: SessionCheck,
  tokens: TokenService,
): Promise<AuthResult> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return { auth: null, reason: 'missing' };
  const claims = await tokens.verify(header.slice(7).trim());
  if (claims === 'expired' || claims === 'invalid') return { auth: null, reason: claims };
  const [row] = await sessionCheck.execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date(),
  });
  if (!row) return { auth: null, reason: 'invalid' };
  return { auth: { userId: claims.userId, roleId: row.roleId, sessionId: claims.sessionId } };
}
