import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { batchedLookup, rowsByKey } from '../../db/batched-lookup.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * Any number of valid sessions in one statement (placeholders `sessionIds` and `now`). A revoked
 * session or a deactivated user loses access at once, not when the token expires.
 */
export const validSessions = () =>
  and(
    sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`,
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    eq(users.active, true),
  );

/** What every row of a batched statement carries, so that `sessionBatch` gives it to its own key. */
export const sessionKeyColumns = { sessionId: sessions.id, sessionUserId: sessions.userId };
type SessionKeyRow = { sessionId: string; sessionUserId: number };

/** What a statement that checks the session itself is given. */
export type SessionKey = { sessionId: string; userId: number; now: Date };

/** The batch's valid sessions with their user's role and language. */
export function validSessionsQuery(db: Queryable) {
  return db
    .select({ ...sessionKeyColumns, roleId: users.roleId, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(validSessions());
}

/** The same as the CTE `session` of a call's own statement (`authenticateAlong`). */
export function validSessionsCte(db: Queryable) {
  return db.$with('session').as(validSessionsQuery(db));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A statement over valid sessions run once for the requests of one turn of the event loop
 * (`batchedLookup`): each key gets the rows of its own session, and only when that session
 * belongs to the key's user; none when it is not valid. The statement's `now` is the latest of
 * the batch's, the strictest.
 */
export function sessionBatch<R extends SessionKeyRow>(statement: {
  execute(values: Record<string, unknown>): Promise<R[]>;
}): (key: SessionKey) => Promise<R[]> {
  const lookup = batchedLookup<SessionKey, R[]>(async (keys) => {
    const now = new Date(Math.max(...keys.map((key) => key.now.getTime())));
    const rows = await statement.execute({
      sessionIds: [...new Set(keys.map((key) => key.sessionId))],
      now,
    });
    const bySession = rowsByKey(rows, (row) => row.sessionId);
    return keys.map((key) =>
      (bySession.get(key.sessionId) ?? []).filter((row) => row.sessionUserId === key.userId),
    );
  });
  // A session id that is no UUID has no session, and must not fail the others' statement.
  return async (key) => (UUID.test(key.sessionId) ? ((await lookup(key)) ?? []) : []);
}
