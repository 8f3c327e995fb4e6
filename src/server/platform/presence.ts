import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PresenceStatus } from '#shared/schemas/messages.ts';
import type { Queryable } from '../db/client.ts';
import { userPresence, users } from '../db/schema/index.ts';

const ONLINE_MS = 2 * 60_000;
const AWAY_MS = 15 * 60_000;
/** Writes at most this often per user, so busy sessions do not update the row on every call. */
const TOUCH_EVERY_SECONDS = 30;

/**
 * When this process last wrote each user's presence (ms), per database (a user id means nothing
 * in another one); older entries are dropped as it grows.
 */
const writtenIn = new WeakMap<Queryable, Map<number, number>>();
const WRITTEN_LIMIT = 50_000;

function forgetOld(written: Map<number, number>, now: number) {
  for (const [userId, at] of written)
    if (now - at >= TOUCH_EVERY_SECONDS * 1000) written.delete(userId);
}

/**
 * Marks the user active now, at most once per 30 s per user: this process skips the database
 * within that time, and the statement itself skips a row another process wrote just before.
 */
export async function touchPresence(db: Queryable, userId: number): Promise<void> {
  const now = Date.now();
  let written = writtenIn.get(db);
  if (!written) writtenIn.set(db, (written = new Map()));
  const last = written.get(userId);
  if (last !== undefined && now - last < TOUCH_EVERY_SECONDS * 1000) return;
  written.set(userId, now);
  if (written.size > WRITTEN_LIMIT) forgetOld(written, now);
  try {
    await write(db, userId);
  } catch (error) {
    written.delete(userId);
    throw error;
  }
}

// Only an active account is seen: the answer to an account's erasure, whose own call ends here
// too, must not write its presence again.
async function write(db: Queryable, userId: number) {
  await db.execute(sql`insert into ${userPresence} (user_id, last_seen_at)
    select ${users.id}, now() from ${users} where ${users.id} = ${userId} and ${users.active}
    on conflict (user_id) do update set last_seen_at = now()
    where ${userPresence.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`);
}

/** The user's last activity, for a select beside the user's row (null when never seen). */
export function lastSeenOf(userId: SQLWrapper) {
  return sql<Date | null>`(select ${userPresence.lastSeenAt} from ${userPresence}
    where ${userPresence.userId} = ${userId})`.mapWith(userPresence.lastSeenAt);
}

/** online: active in the last 2 minutes; away: in the last 15; otherwise offline. */
export function presenceStatus(lastSeenAt: Date | null, now = Date.now()): PresenceStatus {
  if (!lastSeenAt) return 'offline';
  const age = now - lastSeenAt.getTime();
  if (age <= ONLINE_MS) return 'online';
  if (age <= AWAY_MS) return 'away';
  return 'offline';
}

export const ACTIVE_WINDOW_MS = AWAY_MS;
