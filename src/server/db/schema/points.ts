import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts } from './columns.ts';
import { companies } from './companies.ts';
import { referrals } from './candidates.ts';
import { users } from './identity.ts';
import { jobs } from './jobs.ts';

/**
 * Append-only ledger of a recruiter's money, per currency. The payable balance in a currency is
 * the sum of the user's rows in it; nothing is ever updated. An earned reward credits, a payout
 * debits, a returned payout credits back; reversals write the opposite amount and point at what
 * they reverse. `points` is the whole-unit figure shown beside the amount.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 16 })
      .$type<'reward' | 'payout' | 'payout_return' | 'reversal' | 'adjustment'>()
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
    /** The reward this row credits (kind reward) and the payout it debits or restores. */
    rewardId: integer('reward_id'),
    payoutId: integer('payout_id'),
    note: text('note'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A recruiter's history, newest first (the id breaks ties), picked from the index alone.
    index('points_ledger_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('points_ledger_reward_once_uq')
      .on(t.referralId, t.hireCycle)
      .where(sql`${t.kind} = 'reward'`),
    uniqueIndex('points_ledger_reversal_once_uq').on(t.reversesEntryId),
    uniqueIndex('points_ledger_payout_once_uq')
      .on(t.payoutId, t.kind)
      .where(sql`${t.payoutId} is not null`),
    // Balances per user and currency (the payable list sums every user's) from the index alone.
    index('points_ledger_user_currency_idx').on(t.userId, t.currency, t.amountMinor, t.id),
    // What payouts took from a user (the reward summary), without reading their rewards.
    index('points_ledger_user_paid_idx')
      .on(t.userId, t.currency, t.amountMinor)
      .where(sql`${t.kind} in ('payout', 'payout_return')`),
    // A referral's points (the dashboard's referral list sums them per row) from the index alone.
    index('points_ledger_referral_idx')
      .on(t.referralId, t.points)
      .where(sql`${t.referralId} is not null`),
  ],
);

/**
 * Each user's balance per currency: the sum of their ledger rows, kept by a trigger on every
 * insert into `points_ledger` (drizzle/0021_points_balances.sql), so the payable list reads
 * balances instead of summing the whole ledger per request. `firstEntryId` is the group's first
 * ledger row: unique across the table, the list's tie-break.
 */
export const pointsBalances = pgTable(
  'points_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    firstEntryId: integer('first_entry_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    // A page's rows by their keys (the list kit picks the keys first).
    uniqueIndex('points_balances_first_entry_uq').on(t.firstEntryId),
    // The payable rows by balance, either direction, and by currency then balance.
    index('points_balances_payable_idx')
      .on(t.balanceMinor, t.firstEntryId)
      .where(sql`${t.balanceMinor} > 0`),
    index('points_balances_currency_idx')
      .on(t.currency, t.balanceMinor, t.firstEntryId)
      .where(sql`${t.balanceMinor} > 0`),
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
    /** What is paid: a job's posting fee, a month of a plan, or an invoice (a hire). */
    kind: varchar('kind', { length: 16 })
      .$type<'job_posting' | 'plan' | 'invoice'>()
      .notNull()
      .default('job_posting'),
    planId: integer('plan_id'),
    invoiceId: integer('invoice_id'),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 200 }).unique(),
    providerPaymentId: varchar('provider_payment_id', { length: 200 }),
    /** Gross: net plus VAT. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }),
    vatRateBp: integer('vat_rate_bp'),
    vatMinor: bigint('vat_minor', { mode: 'number' }),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** 0 pending, 1 paid (the spec's payment status id), 2 failed, 3 refunded, 4 unapplied. */
    statusId: integer('status_id').notNull().default(0),
    /** The spec's NewJob held for the success page: responsibles to set when the job opens. */
    jobData: jsonb('job_data').$type<{
      companyResponsibleIds: number[];
      crowdResponsibleIds: number[];
    }>(),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [index('payments_company_idx').on(t.companyId), index('payments_job_idx').on(t.jobId)],
);
