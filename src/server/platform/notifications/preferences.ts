import { and, eq } from 'drizzle-orm';
import {
  notificationKindsOf,
  type NotificationKind,
  type NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences.ts';
import type { Queryable } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

type Owner = { userId: number; roleId: number };

/** Every kind the user's role is sent, with their e-mail choice (on unless turned off). */
export async function readPreferences(db: Queryable, owner: Owner) {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, owner.userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return {
    items: notificationKindsOf(owner.roleId).map((kind) => ({
      kind,
      email: chosen.get(kind) ?? true,
    })),
  };
}

/** Stores the choices sent; a kind the user's role is never sent is refused, nothing stored. */
export async function savePreferences(
  db: Queryable,
  owner: Owner,
  input: NotificationPreferencesInput,
) {
  const kinds = notificationKindsOf(owner.roleId);
  const foreign = input.items.findIndex((item) => !kinds.includes(item.kind));
  if (foreign !== -1)
    throw badRequest('This kind of notification is not sent to your account', [
      { path: `body.items.${foreign}.kind`, message: 'Not sent to this role' },
    ]);
  const userId = owner.userId;
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
