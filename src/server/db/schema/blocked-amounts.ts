import { bigint, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import type { BlockedState } from '#shared/schemas/blocked-amounts.ts';
import { ts } from './columns.ts';

/**
 * The blocked amounts list's rows (docs/decisions/10-rewards.md): one per pending reward (owed
 * until the company pays, then in guarantee) and one per commitment (an open job with a reward
 * and none held). Kept by triggers on rewards and jobs (migration 0039), in the transaction that
 * changes them; never written by the app. A derived table, so that the list, its count and its
 * totals read rows with indexes instead of computing a union of every held reward and open job
 * per statement (issue 27).
 */
export const blockedAmounts = pgTable(
  'blocked_amounts',
  {
    /** A commitment's job id; a held reward's id moved below every job id (`id - 2^31`). */
    rowKey: integer('row_key').primaryKey(),
    /** 0: a held reward, 1: a commitment (a held reward sorts first on an equal sort key). */
    kind: smallint('kind').notNull(),
    jobId: integer('job_id').notNull(),
    companyId: integer('company_id').notNull(),
    rewardId: integer('reward_id'),
    rewardPublicId: varchar('reward_public_id', { length: 32 }),
    state: varchar('state', { length: 10 }).$type<BlockedState>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    hiredAt: ts('hired_at'),
    guaranteeEndsAt: ts('guarantee_ends_at'),
    hireInvoiceId: integer('hire_invoice_id'),
    referralId: integer('referral_id'),
    recruiterUserId: integer('recruiter_user_id'),
  },
  (t) => [
    // The list's default order (the guarantees ending first), a page read from the index.
    index('blocked_amounts_guarantee_idx').on(t.guaranteeEndsAt, t.kind, t.rowKey),
    // A company member's rows, and staff's company filter.
    index('blocked_amounts_company_idx').on(t.companyId),
  ],
);
