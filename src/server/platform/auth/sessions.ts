import { and, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { publishEvent } from '../events/event-hub.ts';
import { hashToken, newRefreshToken } from './tokens.ts';

/** A refresh token presented again this soon after rotating is a concurrent tab, not a thief. */
const REUSE_GRACE_MS = 10_000;

export type SessionMeta = { userAgent?: string; ip?: string };

export async function createSession(
  db: Queryable,
  userId: number,
  ttlDays: number,
  meta: SessionMeta,
) {
  const refreshToken = newRefreshToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      refreshTokenHash: hashToken(refreshToken),
      userAgent: meta.userAgent?.slice(0, 500),
      ip: meta.ip,
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session was not created');
  return { sessionId: row.id, refreshToken };
}

export type Rotation =
  | { kind: 'rotated'; sessionId: string; userId: number; refreshToken: string }
  | { kind: 'grace'; sessionId: string; userId: number }
  | { kind: 'rejected' };

/**
 * Exchanges a refresh token for a new one. Presenting a token that was already rotated away
 * (outside a short grace window) means it leaked: the whole session is revoked.
 */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  ttlDays: number,
): Promise<Rotation> {
  const hash = hashToken(refreshToken);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(or(eq(sessions.refreshTokenHash, hash), eq(sessions.previousTokenHash, hash)))
      .for('update');
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now())
      return { kind: 'rejected' };
    if (session.refreshTokenHash !== hash) {
      if (Date.now() - session.lastUsedAt.getTime() < REUSE_GRACE_MS) {
        return { kind: 'grace', sessionId: session.id, userId: session.userId };
      }
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
      return { kind: 'rejected' };
    }
    const next = newRefreshToken();
    await tx
      .update(sessions)
      .set({
        refreshTokenHash: hashToken(next),
        previousTokenHash: hash,
        lastUsedAt: new Date(),
        expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
      })
      .where(eq(sessions.id, session.id));
    return { kind: 'rotated', sessionId: session.id, userId: session.userId, refreshToken: next };
  });
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
 * Logout: ends the session the token belongs to, also when the token was already rotated away.
 * A person whose token was stolen and refreshed by someone else still ends that session.
 */
export async function revokeSessionByToken(db: Queryable, refreshToken: string) {
  const hash = hashToken(refreshToken);
  await revoke(db, or(eq(sessions.refreshTokenHash, hash), eq(sessions.previousTokenHash, hash)));
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
