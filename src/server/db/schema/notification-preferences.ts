import { boolean, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { users } from './identity.ts';

/** A user's e-mail choice per notification kind; no row means e-mail on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
