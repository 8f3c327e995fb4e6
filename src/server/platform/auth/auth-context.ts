import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { languageOf, type Language } from '#shared/i18n/languages.ts';
import { files, roles, sessions, users } from '../../db/schema/index.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { sessionUserColumns, toSessionUser } from './session-user.ts';
import type { TokenService } from './tokens.ts';

/** The caller; `language` is their account's language as of this request (what the server writes them in). */
export type AuthContext = { userId: number; roleId: number; sessionId: string; language: Language };

export type AuthResult =
  { auth: AuthContext } | { auth: null; reason: 'missing' | 'expired' | 'invalid' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the caller from the bearer token once per request (token, session and user checked). */
    authenticate(): Promise<AuthResult>;
    /**
     * The same check, reading the caller's session user in the same statement (`/me`, on every
     * page load); `authenticate()` then answers from it.
     */
    authenticateWithUser(): Promise<{ result: AuthResult; user: SessionUser | null }>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<AuthResult>>();
const withUserCache = new WeakMap<
  FastifyRequest,
  Promise<{ result: AuthResult; user: SessionUser | null }>
>();

/**
 * The check every authenticated request makes: built once and prepared on each connection, so a
 * request neither rebuilds its SQL nor has PostgreSQL plan it again.
 */
function prepareSessionCheck(db: Database) {
  return prepareRows(
    db
      .select({ roleId: users.roleId, language: users.language })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(validSession()),
    'auth_session_check',
  );
}

// A revoked session or a deactivated user loses access at once, not when the token expires.
const validSession = () =>
  and(
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, sql.placeholder('userId')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    eq(users.active, true),
  );

function prepareSessionUserCheck(db: Database) {
  return prepareRows(
    db
      .select(sessionUserColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(files, eq(files.id, users.profilePictureFileId))
      .where(validSession()),
    'auth_session_user_check',
  );
}

type SessionCheck = ReturnType<typeof prepareSessionCheck>;

export function registerAuthContext(app: FastifyInstance, db: Database, tokens: TokenService) {
  const sessionCheck = prepareSessionCheck(db);
  const sessionUserCheck = prepareSessionUserCheck(db);
  app.decorateRequest('authenticateWithUser', function (this: FastifyRequest) {
    let pending = withUserCache.get(this);
    if (!pending) {
      pending = resolveWithUser(this, sessionUserCheck, tokens);
      withUserCache.set(this, pending);
      cache.set(
        this,
        pending.then(({ result }) => result),
      );
    }
    return pending;
  });
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this, sessionCheck, tokens);
      cache.set(this, pending);
    }
    return pending;
  });
}

async function claimsOf(request: FastifyRequest, tokens: TokenService) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return 'missing' as const;
  return tokens.verify(header.slice(7).trim());
}

async function resolve(
  request: FastifyRequest,
  sessionCheck: SessionCheck,
  tokens: TokenService,
): Promise<AuthResult> {
  const claims = await claimsOf(request, tokens);
  if (typeof claims === 'string') return { auth: null, reason: claims };
  const [row] = await sessionCheck.execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date(),
  });
  if (!row) return { auth: null, reason: 'invalid' };
  return {
    auth: {
      userId: claims.userId,
      roleId: row.roleId,
      sessionId: claims.sessionId,
      language: languageOf(row.language),
    },
  };
}

async function resolveWithUser(
  request: FastifyRequest,
  sessionUserCheck: ReturnType<typeof prepareSessionUserCheck>,
  tokens: TokenService,
): Promise<{ result: AuthResult; user: SessionUser | null }> {
  const claims = await claimsOf(request, tokens);
  if (typeof claims === 'string') return { result: { auth: null, reason: claims }, user: null };
  const [row] = await sessionUserCheck.execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date(),
  });
  if (!row) return { result: { auth: null, reason: 'invalid' }, user: null };
  const user = toSessionUser(row);
  const auth = {
    userId: claims.userId,
    roleId: user.roleId,
    sessionId: claims.sessionId,
    language: languageOf(user.language),
  };
  return { result: { auth }, user };
}
