import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { BlockedState } from '#shared/schemas/blocked-amounts.ts';
import { jobs, rewards } from '../../db/schema/index.ts';

const qb = new QueryBuilder();

/** Which kind of row: a held reward sorts before a commitment with the same sort key. */
export const BLOCKED_KIND = { held: 0, committed: 1 } as const;

/**
 * A held reward's row key: its id moved below every job id (a commitment's key), so each row has
 * a key of its own, still in reward order. The pending rewards' index on it
 * (`rewards_pending_key_idx`) and the jobs' primary key answer a page's `row_key = any(...)`.
 */
export const heldKey = sql<number>`(${rewards.id} - 2147483647 - 1)`;

const timestamp = (value: typeof rewards.hiredAt | null, name: string) =>
  (value ? sql<Date | null>`${value}` : sql<Date | null>`null::timestamptz`)
    .mapWith(rewards.hiredAt)
    .as(name);

/** The rewards held until the guarantee ends: owed until the company pays, then in guarantee. */
const held = qb
  .select({
    rowKey: heldKey.as('row_key'),
    kind: sql<number>`${sql.raw(String(BLOCKED_KIND.held))}`.as('kind'),
    jobId: sql<number>`${rewards.jobId}`.as('job_id'),
    rewardId: sql<number | null>`${rewards.id}`.as('reward_id'),
    rewardPublicId: sql<string | null>`${rewards.publicId}`.as('reward_public_id'),
    state: sql<BlockedState>`case when ${rewards.companyPaidAt} is null then 'owed'
      else 'guarantee' end`.as('state'),
    amountMinor: sql<number>`${rewards.amountMinor}`.mapWith(Number).as('amount_minor'),
    currency: sql<string>`${rewards.currency}`.as('currency'),
    hiredAt: timestamp(rewards.hiredAt, 'hired_at'),
    guaranteeEndsAt: timestamp(rewards.guaranteeEndsAt, 'guarantee_ends_at'),
    hireInvoiceId: sql<number | null>`${rewards.hireInvoiceId}`.as('hire_invoice_id'),
    referralId: sql<number | null>`${rewards.referralId}`.as('referral_id'),
    recruiterUserId: sql<number | null>`${rewards.recruiterUserId}`.as('recruiter_user_id'),
  })
  .from(rewards)
  .where(eq(rewards.status, 'pending'));

/** The commitments: open jobs with a reward that nobody has been hired for yet. */
const committed = qb
  .select({
    rowKey: sql<number>`${jobs.id}`.as('row_key'),
    kind: sql<number>`${sql.raw(String(BLOCKED_KIND.committed))}`.as('kind'),
    jobId: sql<number>`${jobs.id}`.as('job_id'),
    rewardId: sql<number | null>`null::integer`.as('reward_id'),
    rewardPublicId: sql<string | null>`null::varchar`.as('reward_public_id'),
    state: sql<BlockedState>`'committed'`.as('state'),
    amountMinor: sql<number>`${jobs.rewardMinor}`.mapWith(Number).as('amount_minor'),
    currency: sql<string>`${jobs.rewardCurrency}`.as('currency'),
    hiredAt: timestamp(null, 'hired_at'),
    guaranteeEndsAt: timestamp(null, 'guarantee_ends_at'),
    hireInvoiceId: sql<number | null>`null::integer`.as('hire_invoice_id'),
    referralId: sql<number | null>`null::integer`.as('referral_id'),
    recruiterUserId: sql<number | null>`null::integer`.as('recruiter_user_id'),
  })
  .from(jobs)
  .where(
    and(
      eq(jobs.statusId, JOB_STATUS.open),
      sql`${jobs.rewardMinor} > 0`,
      sql`not exists (select 1 from ${rewards} where ${rewards.jobId} = ${jobs.id}
        and ${rewards.status} in ('pending', 'earned'))`,
    ),
  );

/**
 * The list's rows, one per held reward or commitment, each with a unique `row_key`: the list
 * kit picks a page's keys first and computes the names and invoices for those rows only
 * (issue 27), and its totals sum the same rows.
 */
export const blockedRows = held.unionAll(committed).as('blocked');
