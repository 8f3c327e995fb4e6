import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { languageOf, type Language } from '#shared/i18n/languages.ts';
import { files, roles, sessions, users } from '../../db/schema/index.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import {
  sessionBatch,
  sessionKeyColumns,
  validSessions,
  validSessionsQuery,
  type SessionKey,
} from './session-batch.ts';
import { sessionUserColumns, toSessionUser } from './session-user.ts';
import type { AccessClaims, TokenService } from './tokens.ts';

/** The caller; `language` is their account's language as of this request (what the server writes them in). */
export type AuthContext = { userId: number; roleId: number; sessionId: string; language: Language };

export type AuthResult =
  { auth: AuthContext } | { auth: null; reason: 'missing' | 'expired' | 'invalid' };

export type { SessionKey };
/** Such a statement's answer: the valid session's role and language (null when none) and its rows. */
export type SessionRead<T> = { session: { roleId: number; language: string } | null; value: T };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the caller from the bearer token once per request (token, session and user checked). */
    authenticate(): Promise<AuthResult>;
    /**
     * The same check, reading the caller's session user in the same statement (`/me`, on every
     * page load); `authenticate()` then answers from it.
     */
    authenticateWithUser(): Promise<{ result: AuthResult; user: SessionUser | null }>;
    /**
     * The same check made by the call's own statement: `read` selects the session's role and
     * language with its rows, one round trip where there were two (the bell on every page).
     * `authenticate()` then answers from it; `value` is null unless the caller is authenticated.
     */
    authenticateAlong<T>(
      read: (key: SessionKey) => Promise<SessionRead<T>>,
    ): Promise<{ result: AuthResult; value: T | null }>;
    /** The bearer token alone, without the database: for a route whose statement checks the session. */
    tokenClaims(): Promise<AccessClaims | 'missing' | 'expired' | 'invalid'>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<AuthResult>>();
const alongCache = new WeakMap<FastifyRequest, Promise<{ result: AuthResult; value: unknown }>>();

function prepareSessionUserCheckBatch(db: Database) {
  return prepareRows(
    db
      .select({ ...sessionKeyColumns, ...sessionUserColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(files, eq(files.id, users.profilePictureFileId))
      .where(validSessions()),
    'auth_session_user_check_batch',
  );
}

export function registerAuthContext(app: FastifyInstance, db: Database, tokens: TokenService) {
  // Built once and prepared on each connection: a request neither rebuilds its SQL nor has
  // PostgreSQL plan it again.
  const sessionCheck = sessionBatch(
    prepareRows(validSessionsQuery(db), 'auth_session_check_batch'),
  );
  const sessionUserCheck = sessionBatch(prepareSessionUserCheckBatch(db));
  app.decorateRequest('tokenClaims', function (this: FastifyRequest) {
    return claimsOf(this, tokens);
  });
  app.decorateRequest('authenticateAlong', function <
    T,
  >(this: FastifyRequest, read: (key: SessionKey) => Promise<SessionRead<T>>) {
    let pending = alongCache.get(this);
    if (!pending) {
      pending = resolveAlong(this, tokens, read);
      alongCache.set(this, pending);
      cache.set(
        this,
        pending.then(({ result }) => result),
      );
    }
    // One statement per request: a second call gets the first one's answer.
    return pending as Promise<{ result: AuthResult; value: T | null }>;
  });
  app.decorateRequest('authenticateWithUser', async function (this: FastifyRequest) {
    const { result, value } = await this.authenticateAlong(async (key) => {
      const [row] = await sessionUserCheck(key);
      const user = row ? toSessionUser(row) : null;
      return { session: user, value: user };
    });
    return { result, user: value };
  });
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveAlong(this, tokens, async (key) => {
        const [row] = await sessionCheck(key);
        return { session: row ?? null, value: null };
      }).then(({ result }) => result);
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

async function resolveAlong<T>(
  request: FastifyRequest,
  tokens: TokenService,
  read: (key: SessionKey) => Promise<SessionRead<T>>,
): Promise<{ result: AuthResult; value: T | null }> {
  const claims = await claimsOf(request, tokens);
  if (typeof claims === 'string') return { result: { auth: null, reason: claims }, value: null };
  const { sessionId, userId } = claims;
  const { session, value } = await read({ sessionId, userId, now: new Date() });
  if (!session) return { result: { auth: null, reason: 'invalid' }, value: null };
  const language = languageOf(session.language);
  return { result: { auth: { userId, roleId: session.roleId, sessionId, language } }, value };
}
