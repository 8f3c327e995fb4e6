import { and, eq } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences.ts';
import type { Queryable } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/** Every kind with the user's e-mail choice (on unless turned off). */
export async function readPreferences(db: Queryable, userId: number) {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return { items: NOTIFICATION_KINDS.map((kind) => ({ kind, email: chosen.get(kind) ?? true })) };
}

export async function savePreferences(
  db: Queryable,
  userId: number,
  input: NotificationPreferencesInput,
) {
  const now = new Date();
  for (const item of input.items) {
    await db
      .insert(notificationPreferences)
      .values({ userId, kind: item.kind, email: item.email, updatedAt: now })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: item.email, updatedAt: now },
      });
  }
}

export async function wantsEmail(db: Queryable, userId: number, kind: NotificationKind) {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.email ?? true;
}
