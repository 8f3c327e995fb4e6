import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { auditLog, retiredRefreshTokens, sessions, users } from '../../db/schema/index.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { auditRow } from '../audit.ts';
import { publishEvent } from '../events/event-hub.ts';
import { openToken, sealToken } from './token-seal.ts';
import { hashToken, newRefreshToken } from './tokens.ts';

/** A refresh token presented again this soon after rotating is a concurrent tab, not a thief. */
const REUSE_GRACE_MS = 10_000;

export type SessionMeta = { userAgent?: string; ip?: string };

function newSessionRow(userId: number, ttlDays: number, meta: SessionMeta) {
  const refreshToken = newRefreshToken();
  const row = {
    userId,
    refreshTokenHash: hashToken(refreshToken),
    userAgent: meta.userAgent?.slice(0, 500),
    ip: meta.ip,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  } satisfies typeof sessions.$inferInsert;
  return { refreshToken, row };
}

export async function createSession(
  db: Queryable,
  userId: number,
  ttlDays: number,
  meta: SessionMeta,
) {
  const { refreshToken, row: values } = newSessionRow(userId, ttlDays, meta);
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('Session was not created');
  return { sessionId: row.id, refreshToken };
}

const loginSessionStatement = preparedStatement<{ id: string }>('login_session', (db) => {
  const value = (name: string) => sql.placeholder(name);
  const session = db
    .insert(sessions)
    .values({
      userId: value('userId'),
      refreshTokenHash: value('refreshTokenHash'),
      userAgent: value('userAgent'),
      ip: value('ip'),
      expiresAt: value('expiresAt'),
    })
    .returning({ id: sessions.id });
  const seen = db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, value('userId')));
  const audited = db.insert(auditLog).values({
    actorUserId: value('auditActorUserId'),
    action: value('auditAction'),
    entity: value('auditEntity'),
    entityId: value('auditEntityId'),
    // Raw, not through the column's encoder, which would store a JSON null for an SQL one.
    data: sql`${value('auditData')}::jsonb`,
    requestId: value('auditRequestId'),
    ip: value('auditIp'),
  });
  return sql`WITH "session" AS ${session}, "seen" AS ${seen}, "audited" AS ${audited} SELECT "id" FROM "session"`;
});

/**
 * The session a password login opens, the user's last login and the login's audit row, written
 * by one prepared statement: atomic as a transaction, in one round trip instead of five (a
 * login's statements are most of what it costs beside the password hash). The rows are those
 * `newSessionRow` and `auditRow` build for every other path.
 */
export async function createLoginSession(
  db: Queryable,
  userId: number,
  ttlDays: number,
  meta: SessionMeta,
  request?: FastifyRequest,
) {
  const { refreshToken, row: session } = newSessionRow(userId, ttlDays, meta);
  const audit = auditRow(
    { actorUserId: userId, action: 'login', entity: 'user', entityId: userId },
    request,
  );
  const [row] = await loginSessionStatement(db, {
    userId: session.userId,
    refreshTokenHash: session.refreshTokenHash,
    userAgent: session.userAgent ?? null,
    ip: session.ip ?? null,
    expiresAt: session.expiresAt,
    auditActorUserId: audit.actorUserId ?? null,
    auditAction: audit.action,
    auditEntity: audit.entity,
    auditEntityId: audit.entityId ?? null,
    auditData: audit.data == null ? null : JSON.stringify(audit.data),
    auditRequestId: audit.requestId ?? null,
    auditIp: audit.ip ?? null,
  });
  if (!row) throw new Error('Session was not created');
  return { sessionId: row.id, refreshToken };
}

export type Rotation =
  | { kind: 'rotated'; sessionId: string; userId: number; refreshToken: string }
  /**
   * The token just rotated away, presented again within the grace window: the session's current
   * token is handed over again, so that the browser's cookie ends on it whichever answer it kept.
   */
  | { kind: 'grace'; sessionId: string; userId: number; refreshToken: string | null }
  | { kind: 'rejected' };

const isLive = (session: { revokedAt: Date | null; expiresAt: Date }) =>
  !session.revokedAt && session.expiresAt.getTime() > Date.now();

/**
 * Exchanges a refresh token for a new one. Presenting a token that was already rotated away
 * (outside a short grace window for the one just rotated away) means the chain leaked: the whole
 * session is revoked, however many rotations ago that token was retired.
 */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  ttlDays: number,
): Promise<Rotation> {
  const hash = hashToken(refreshToken);
  return db.transaction(async (tx) => {
    // Two refreshes of one token queue on this lock: the second finds the token retired.
    const [session] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, hash))
      .for('update');
    if (!session) return replayRetired(tx, refreshToken, hash);
    if (!isLive(session)) return { kind: 'rejected' };
    const next = newRefreshToken();
    await tx.insert(retiredRefreshTokens).values({ tokenHash: hash, sessionId: session.id });
    await tx
      .update(sessions)
      .set({
        refreshTokenHash: hashToken(next),
        previousTokenHash: hash,
        currentTokenSealed: sealToken(next, refreshToken),
        lastUsedAt: new Date(),
        expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
      })
      .where(eq(sessions.id, session.id));
    return { kind: 'rotated', sessionId: session.id, userId: session.userId, refreshToken: next };
  });
}

/** A token that is no session's current one: a concurrent tab's, a thief's or nobody's. */
async function replayRetired(
  tx: Transaction,
  refreshToken: string,
  hash: string,
): Promise<Rotation> {
  const [retired] = await tx
    .select({ session: sessions })
    .from(retiredRefreshTokens)
    .innerJoin(sessions, eq(sessions.id, retiredRefreshTokens.sessionId))
    .where(eq(retiredRefreshTokens.tokenHash, hash))
    .for('update', { of: sessions });
  if (!retired || !isLive(retired.session)) return { kind: 'rejected' };
  const { session } = retired;
  if (
    session.previousTokenHash === hash &&
    Date.now() - session.lastUsedAt.getTime() < REUSE_GRACE_MS
  ) {
    const current = session.currentTokenSealed
      ? openToken(session.currentTokenSealed, refreshToken)
      : null;
    return { kind: 'grace', sessionId: session.id, userId: session.userId, refreshToken: current };
  }
  await revoke(tx, eq(sessions.id, session.id));
  return { kind: 'rejected' };
}

export async function isSessionActive(db: Queryable, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
}

/** Revokes the sessions in scope; their users' open event streams check theirs and end. */
async function revoke(db: Queryable, scope: SQL | undefined) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(scope, isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const userId of new Set(revoked.map((row) => row.userId)))
    await publishEvent(db, { userId, type: 'session' });
}

/**
 * Logout: ends the session the token belongs to, also when the token was rotated away, however
 * long ago. A person whose token was stolen and refreshed by someone else still ends that session.
 */
export async function revokeSessionByToken(db: Queryable, refreshToken: string) {
  const hash = hashToken(refreshToken);
  const retired = db
    .select({ sessionId: retiredRefreshTokens.sessionId })
    .from(retiredRefreshTokens)
    .where(eq(retiredRefreshTokens.tokenHash, hash));
  await revoke(db, or(eq(sessions.refreshTokenHash, hash), inArray(sessions.id, retired)));
}

/**
 * Forgets the retired tokens of sessions that ended: replaying one could revoke nothing more. The
 * retention job runs this; deleting a session deletes its retired tokens too.
 */
export async function pruneRetiredRefreshTokens(db: Queryable, now: Date = new Date()) {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now)));
  const pruned = await db
    .delete(retiredRefreshTokens)
    .where(inArray(retiredRefreshTokens.sessionId, ended));
  return pruned.rowCount ?? 0;
}

export async function revokeSession(db: Queryable, sessionId: string) {
  await revoke(db, eq(sessions.id, sessionId));
}

/** Revokes every session of a user, optionally keeping one (the caller's). */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: string) {
  await revoke(
    db,
    keepSessionId
      ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
      : eq(sessions.userId, userId),
  );
}
