import { eq } from 'drizzle-orm';
import type { NotificationKind } from '#shared/schemas/notification-preferences.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import {
  NOTIFICATION_MAIL_TEMPLATE,
  renderNotificationMail,
} from '../../infra/mail/notification-mail.ts';
import { mailPublicUrl, queueMail } from '../../infra/mail/outbox-queue.ts';
import { createNotification } from './create.ts';
import { storedParams } from './stored-notice.ts';
import { wantsEmail } from './preferences.ts';
import { languageOf } from '#shared/i18n/languages.ts';
import { renderEvent, type NotificationEvent, type NotificationParams } from './render.ts';

export type Notice = {
  kind: NotificationKind;
  event: NotificationEvent;
  params: NotificationParams;
  link?: string | null;
  senderUserId?: number | null;
  type?: 'mention' | 'task' | 'reminder';
};

/**
 * Tells one user what happened: the notification in their language (stored, announced live on
 * commit) and, unless they turned e-mail off for this kind, the same text by e-mail through the
 * outbox, in the caller's transaction. An inactive account gets nothing.
 */
export async function notify(db: Queryable, userId: number, notice: Notice) {
  const [user] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.active) return;
  const language = languageOf(user.language);
  const { title, details } = renderEvent(notice.event, notice.params, language);
  await createNotification(db, { userId, ...stored(notice), language, title, details });
  if (!(await wantsEmail(db, userId, notice.kind))) return;
  const mail = renderNotificationMail({
    language,
    firstname: user.firstname,
    title,
    details,
    url: notice.link ? new URL(notice.link, mailPublicUrl()).toString() : null,
  });
  await queueMail(db, { to: user.email, templateCode: NOTIFICATION_MAIL_TEMPLATE, ...mail });
}

/**
 * In the app only, in the recipient's language: for what already reaches them another way (a
 * chat message, a membership with its own mail).
 */
export async function inform(db: Queryable, userId: number, notice: Omit<Notice, 'kind'>) {
  const [user] = await db
    .select({ language: users.language, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.active) return;
  const language = languageOf(user.language);
  const { title, details } = renderEvent(notice.event, notice.params, language);
  await createNotification(db, { userId, ...stored(notice), language, title, details });
}

/** What a notification keeps of a notice besides its text. */
const stored = (notice: Omit<Notice, 'kind'>) => ({
  type: notice.type ?? 'task',
  link: notice.link ?? null,
  senderUserId: notice.senderUserId ?? null,
  event: notice.event,
  params: storedParams(notice.params),
});

/** The same notice to several users, each once, in their own language. */
export async function notifyAll(db: Queryable, userIds: readonly number[], notice: Notice) {
  for (const userId of new Set(userIds)) await notify(db, userId, notice);
}
