import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '#shared/schemas/notifications.ts';
import type { Queryable } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';

const visible = (userId: number) =>
  and(eq(notifications.userId, userId), isNull(notifications.clearedAt));

export async function listNotifications(
  db: Queryable,
  userId: number,
  options: { limit: number; unreadOnly: boolean },
): Promise<{ items: Notification[]; unread: number }> {
  const rows = await db
    .select({
      n: notifications,
      senderFirst: users.firstname,
      senderLast: users.lastname,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(
      options.unreadOnly ? and(visible(userId), isNull(notifications.readAt)) : visible(userId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(visible(userId), isNull(notifications.readAt)));
  return {
    items: rows.map(({ n, senderFirst, senderLast }) => ({
      id: n.publicId,
      type: n.type,
      sender: senderFirst ? `${senderFirst} ${senderLast ?? ''}`.trim() : null,
      title: n.title,
      details: n.details,
      link: n.link,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
    unread: unread?.value ?? 0,
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
