import type { NotificationType } from '#shared/schemas/notifications.ts';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { publishEvent } from '../events/event-hub.ts';

export type NewNotification = {
  userId: number;
  type: NotificationType;
  title: string;
  details?: string | null;
  link?: string | null;
  senderUserId?: number | null;
  /** The catalogue event and its stored parameters, to show it in the reader's language later. */
  event?: string | null;
  params?: Record<string, unknown> | null;
  /** The language title and details are written in. */
  language?: string | null;
};

/** Stores a notification and announces it to the recipient's open streams (on commit). */
export async function createNotification(db: Queryable, input: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title: input.title,
      details: input.details ?? null,
      link: input.link ?? null,
      senderUserId: input.senderUserId ?? null,
      event: input.event ?? null,
      params: input.params ?? null,
      language: input.language ?? null,
    })
    .returning({ publicId: notifications.publicId });
  await publishEvent(db, { userId: input.userId, type: 'notifications' });
  return row;
}
