import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts, updatedAt } from './columns.ts';
import { candidates } from './candidates.ts';
import { users } from './identity.ts';

/** A data request (access, erasure, correction, objection) from someone staff answer by hand. */
export const privacyDataRequests = pgTable(
  'privacy_data_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 12 })
      .$type<'access' | 'erasure' | 'correction' | 'objection'>()
      .notNull(),
    /** The day the request reached us (YYYY-MM-DD); the answer is due 30 days later. */
    receivedOn: varchar('received_on', { length: 10 }).notNull(),
    notes: text('notes'),
    status: varchar('status', { length: 8 }).$type<'open' | 'done'>().notNull().default('open'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    doneAt: ts('done_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('privacy_data_requests_status_idx').on(t.status, t.receivedOn)],
);

/** The one row of retention settings staff set. */
export const privacySettings = pgTable('privacy_settings', {
  id: smallint('id').primaryKey().default(1),
  retentionMonths: smallint('retention_months').notNull().default(24),
  updatedAt: updatedAt(),
});

/** A candidate record the retention job has set aside: deleted 30 days later unless active again. */
export const privacyQuarantine = pgTable('privacy_quarantine', {
  candidateId: integer('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  quarantinedAt: ts('quarantined_at').notNull().defaultNow(),
});

/** Staff's legal hold on a candidate record or on a user: the retention job leaves it alone. */
export const privacyLegalHolds = pgTable(
  'privacy_legal_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordKind: varchar('record_kind', { length: 12 }).$type<'candidate' | 'user'>().notNull(),
    recordId: integer('record_id').notNull(),
    setByUserId: integer('set_by_user_id').references(() => users.id),
    setAt: createdAt(),
  },
  (t) => [uniqueIndex('privacy_legal_holds_record_uq').on(t.recordKind, t.recordId)],
);

/** What was destroyed, when and why: no personal data, kept three years. */
export const privacyDestructionLog = pgTable(
  'privacy_destruction_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recordKind: varchar('record_kind', { length: 16 })
      .$type<'candidate' | 'file' | 'user'>()
      .notNull(),
    recordId: integer('record_id').notNull(),
    reason: varchar('reason', { length: 24 }).$type<'retention' | 'account_erasure'>().notNull(),
    /** `deleted` or `anonymised` (a record the money history still points at). */
    outcome: varchar('outcome', { length: 12 }).$type<'deleted' | 'anonymised'>().notNull(),
    destroyedAt: createdAt(),
  },
  (t) => [index('privacy_destruction_log_at_idx').on(t.destroyedAt)],
);
