import { sql } from 'drizzle-orm';
import { boolean, integer, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Opaque identifier used in URLs instead of sequential ids. */
export const publicId = () =>
  varchar('public_id', { length: 32 })
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The columns every editable lookup shares: code, names in both languages, order, active flag. */
export const lookupColumns = () => ({
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
