import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '#shared/schemas/notifications.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { renderStoredNotice } from '../../platform/notifications.ts';

const visible = (userId: number) =>
  and(eq(notifications.userId, userId), isNull(notifications.clearedAt));

function notificationPage(db: Queryable, unreadOnly: boolean) {
  const userId = sql.placeholder('userId');
  const mine = and(eq(notifications.userId, userId), isNull(notifications.clearedAt));
  // The reader's language of the day (read with their session): a notice is shown in it.
  const readerLanguage = sql.placeholder('language');
  return db
    .select({
      publicId: notifications.publicId,
      type: notifications.type,
      title: notifications.title,
      details: notifications.details,
      link: notifications.link,
      read: sql<boolean>`${notifications.readAt} is not null`,
      // As JavaScript's toISOString writes it (milliseconds, truncated): no Date per row per call.
      createdAt: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      senderFirst: users.firstname,
      senderLast: users.lastname,
      event: notifications.event,
      language: notifications.language,
      // Only for a notice written in another language, as text, parsed only then.
      params: sql<
        string | null
      >`case when ${notifications.language} is distinct from ${readerLanguage} then ${notifications.params}::text end`,
      // Counted with the page, not in a round trip of its own. An empty page carries no row, and
      // then nothing is unread: a page of the visible notices, or of the unread, is empty only then.
      unread: sql<number>`(select count(*)::int from ${notifications} c where c.user_id = ${userId} and c.cleared_at is null and c.read_at is null)`,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(unreadOnly ? and(mine, isNull(notifications.readAt)) : mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'));
}

/** The bell's statements: every logged-in page reads them. */
const preparedFor = preparedPerDatabase((db) => ({
  all: prepareRows(notificationPage(db, false), 'notifications_page'),
  unread: prepareRows(notificationPage(db, true), 'notifications_unread_page'),
}));

/** As stored when the reader reads the language it was written in, otherwise rendered again. */
function inLanguage(
  row: {
    title: string;
    details: string | null;
    event: string | null;
    params: string | null;
    language: string | null;
  },
  language: Language,
) {
  const stored = { title: row.title, details: row.details };
  if (row.language === language) return stored;
  const params: unknown = row.params === null ? null : JSON.parse(row.params);
  return renderStoredNotice(row.event, params, language) ?? stored;
}

/** The reader's page of notifications, each in their language, and how many are unread. */
export async function listNotifications(
  db: Queryable,
  reader: { userId: number; language: Language },
  options: { limit: number; unreadOnly: boolean },
): Promise<{ items: Notification[]; unread: number }> {
  const { userId, language } = reader;
  const queries = preparedFor(db);
  const page = options.unreadOnly ? queries.unread : queries.all;
  const rows = await page.execute({ userId, language, limit: options.limit });
  return {
    items: rows.map((row) => ({
      id: row.publicId,
      type: row.type,
      sender: row.senderFirst ? `${row.senderFirst} ${row.senderLast ?? ''}`.trim() : null,
      ...inLanguage(row, language),
      link: row.link,
      read: row.read,
      createdAt: row.createdAt,
    })),
    unread: rows[0]?.unread ?? 0,
  };
}

/** Someone else's notification is answered as not found: ids are never confirmed to strangers. */
export async function markNotificationRead(db: Queryable, userId: number, publicId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(visible(userId), eq(notifications.publicId, publicId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound('Notification not found');
  await publishEvent(db, { userId, type: 'notifications' });
}

export async function markAllNotificationsRead(db: Queryable, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(visible(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  await publishEvent(db, { userId, type: 'notifications' });
  return rows.length;
}

/** Clear all: hidden from the panel, kept in the table (nothing that a history refers to is deleted). */
export async function clearNotifications(db: Queryable, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ clearedAt: sql`now()`, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(visible(userId))
    .returning({ id: notifications.id });
  await publishEvent(db, { userId, type: 'notifications' });
  return rows.length;
}
