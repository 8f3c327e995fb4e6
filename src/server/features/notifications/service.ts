import { and, count, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Notification } from '#shared/schemas/notifications.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { languageOf, type Language } from '#shared/i18n/languages.ts';
import type { SessionKey, SessionRead } from '../../platform/auth/auth-context.ts';
import { sessionBatch, validSessionsCte } from '../../platform/auth/session-batch.ts';
import { renderStoredNotice } from '../../platform/notifications.ts';

const visible = (userId: number | SQLWrapper) =>
  and(eq(notifications.userId, userId), isNull(notifications.clearedAt));

/** How many of the reader's visible notifications are unread: a statement, or a scalar subquery. */
const unreadCountQuery = (db: Queryable, userId: number | SQLWrapper) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(and(visible(userId), isNull(notifications.readAt)));

function notificationPage(
  db: Queryable,
  unreadOnly: boolean,
  reader: { userId: SQLWrapper; language: SQLWrapper },
) {
  const { userId, language: readerLanguage } = reader;
  const mine = visible(userId);
  return db
    .select({
      publicId: notifications.publicId,
      type: notifications.type,
      title: notifications.title,
      details: notifications.details,
      link: notifications.link,
      read: sql<boolean>`${notifications.readAt} is not null`.as('read'),
      // As JavaScript's toISOString writes it (milliseconds, truncated): no Date per row per call.
      createdAt:
        sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          'created_at_text',
        ),
      senderFirst: users.firstname,
      senderLast: users.lastname,
      event: notifications.event,
      language: notifications.language,
      // Only for a notice written in another language than the reader's of the day, as text,
      // parsed only then.
      params: sql<
        string | null
      >`case when ${notifications.language} is distinct from ${readerLanguage} then ${notifications.params}::text end`.as(
        'params_text',
      ),
      // Counted with the page, not in a round trip of its own. An empty page carries no row, and
      // then nothing is unread: a page of the visible notices, or of the unread, is empty only then.
      unread: sql<number>`(${unreadCountQuery(db, userId)})`.mapWith(Number).as('unread'),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(unreadOnly ? and(mine, isNull(notifications.readAt)) : mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'));
}

/**
 * The bell with the session check in the same statement, for the sessions of a batch
 * (`sessionBatch`): each valid session's user (no row when the session is not valid) beside their
 * page, read with their language of the day; a bell with nothing in it is one row without a
 * notice.
 */
function notificationPageWithSession(db: Queryable, unreadOnly: boolean) {
  const session = validSessionsCte(db);
  const reader = { userId: session.sessionUserId, language: session.language };
  const page = notificationPage(db, unreadOnly, reader).as('page');
  return db
    .with(session)
    .select({
      sessionId: session.sessionId,
      sessionUserId: session.sessionUserId,
      roleId: session.roleId,
      readerLanguage: session.language,
      publicId: page.publicId,
      type: page.type,
      title: page.title,
      details: page.details,
      link: page.link,
      read: page.read,
      createdAt: page.createdAt,
      senderFirst: page.senderFirst,
      senderLast: page.senderLast,
      event: page.event,
      language: page.language,
      params: page.params,
      unread: page.unread,
    })
    .from(session)
    .leftJoinLateral(page, sql`true`);
}

/** The bell's statements: every logged-in page reads one. */
const preparedFor = preparedPerDatabase((db) => ({
  all: prepareRows(notificationPageWithSession(db, false), 'notifications_page_session'),
  unread: prepareRows(notificationPageWithSession(db, true), 'notifications_unread_page_session'),
  batches: new Map<string, (key: SessionKey) => Promise<BellRow[]>>(),
}));
type BellRow = Awaited<
  ReturnType<ReturnType<typeof notificationPageWithSession>['execute']>
>[number];

/** The bells of one turn asked with the same options, read by one statement. */
function bellBatch(db: Queryable, options: BellOptions) {
  const { all, unread, batches } = preparedFor(db);
  const name = `${options.unreadOnly}:${options.limit}`;
  let batch = batches.get(name);
  if (!batch) {
    const statement = options.unreadOnly ? unread : all;
    batch = sessionBatch({
      execute: (values) => statement.execute({ ...values, limit: options.limit }),
    });
    batches.set(name, batch);
  }
  return batch;
}

type NoticeRow = {
  publicId: string;
  type: Notification['type'];
  title: string;
  details: string | null;
  link: string | null;
  read: boolean;
  createdAt: string;
  senderFirst: string | null;
  senderLast: string | null;
  event: string | null;
  language: string | null;
  params: string | null;
};

/** As stored when the reader reads the language it was written in, otherwise rendered again. */
function inLanguage(row: NoticeRow, language: Language) {
  const stored = { title: row.title, details: row.details };
  if (row.language === language) return stored;
  const params: unknown = row.params === null ? null : JSON.parse(row.params);
  return renderStoredNotice(row.event, params, language) ?? stored;
}

function toNotification(row: NoticeRow, language: Language): Notification {
  return {
    id: row.publicId,
    type: row.type,
    sender: row.senderFirst ? `${row.senderFirst} ${row.senderLast ?? ''}`.trim() : null,
    ...inLanguage(row, language),
    link: row.link,
    read: row.read,
    createdAt: row.createdAt,
  };
}

type BellOptions = { limit: number; unreadOnly: boolean };

/** How many of the reader's visible notifications are unread. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await unreadCountQuery(db, userId);
  return row?.unread ?? 0;
}

/**
 * The reader's page of notifications, each in their language, and how many are unread, for
 * `request.authenticateAlong`: the session is checked by the page's own statement, one round trip
 * for the bell every page reads.
 */
export async function readBellWithSession(
  db: Queryable,
  key: SessionKey,
  options: BellOptions,
): Promise<SessionRead<{ items: Notification[]; unread: number }>> {
  const rows = await bellBatch(db, options)(key);
  const first = rows[0];
  if (!first) return { session: null, value: { items: [], unread: 0 } };
  const language = languageOf(first.readerLanguage);
  const notices = rows.filter((row): row is typeof row & NoticeRow => row.publicId !== null);
  return {
    session: { roleId: first.roleId, language: first.readerLanguage },
    value: {
      items: notices.map((row) => toNotification(row, language)),
      unread: first.unread ?? 0,
    },
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
