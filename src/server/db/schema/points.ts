import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts } from './columns.ts';
import { companies } from './companies.ts';
import { referrals } from './candidates.ts';
import { users } from './identity.ts';
import { jobs } from './jobs.ts';

/**
 * Append-only points ledger. A balance is the sum of a user's rows; nothing is ever updated.
 * Rewards credit, payouts debit, reversals write the opposite amount and point at what they reverse.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 16 })
      .$type<'reward' | 'payout' | 'reversal' | 'adjustment'>()
      .notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    referralId: integer('referral_id').references(() => referrals.id),
    reversesEntryId: integer('reverses_entry_id'),
    /**
     * Reward rows: which confirmed hire of the referral this credits (1, then 2 after a reversal
     * and a re-hire...). With the referral it makes each hire's credit once-only.
     */
    hireCycle: integer('hire_cycle').notNull().default(1),
    note: text('note'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('points_ledger_reward_once_uq')
      .on(t.referralId, t.hireCycle)
      .where(sql`${t.kind} = 'reward'`),
    uniqueIndex('points_ledger_reversal_once_uq').on(t.reversesEntryId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id').references(() => jobs.id),
    userId: integer('user_id').references(() => users.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 200 }).unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** 0 pending, 1 paid, 2 failed. */
    statusId: integer('status_id').notNull().default(0),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [index('payments_company_idx').on(t.companyId)],
);
