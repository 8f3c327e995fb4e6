import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { referrals } from './candidates.ts';
import { users } from './identity.ts';

/**
 * Each published version of a legal text (`terms.term_type_id`: 1 terms, 2 privacy notice,
 * 3 explicit consent). `terms` keeps the current text per language; a changed text saved by
 * staff adds the next version here with a copy of what was published.
 */
export const legalTextVersions = pgTable(
  'legal_text_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    termTypeId: smallint('term_type_id').notNull(),
    version: integer('version').notNull(),
    /** The language whose change published this version, and its text as published. */
    language: varchar('language', { length: 2 }).notNull(),
    htmlBody: text('html_body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    publishedByUserId: integer('published_by_user_id').references(() => users.id),
  },
  (t) => [uniqueIndex('legal_text_versions_type_version_uq').on(t.termTypeId, t.version)],
);

/**
 * The consent ledger: one row per answer a user gave to one version of one text. Never updated:
 * a later answer is a new row. `granted` is false only for a declined explicit consent.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    termTypeId: smallint('term_type_id').notNull(),
    version: integer('version').notNull(),
    granted: boolean('granted').notNull(),
    source: varchar('source', { length: 12 }).$type<'sign_up' | 'login' | 'referral'>().notNull(),
    /**
     * Set for the referrer's acceptances given with one referral; they stay on record (unlinked)
     * when the referral is withdrawn.
     */
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.termTypeId),
    index('consent_records_referral_idx').on(t.referralId),
  ],
);

/** The notice mailed to a referred person: a hashed secret link to see, confirm or object. */
export const referralNotices = pgTable('referral_notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  referralId: integer('referral_id')
    .notNull()
    .unique()
    .references(() => referrals.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  language: varchar('language', { length: 2 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  mailedTo: varchar('mailed_to', { length: 254 }),
  response: varchar('response', { length: 10 }).$type<'confirmed' | 'objected'>(),
  respondedAt: ts('responded_at'),
  createdAt: createdAt(),
});
