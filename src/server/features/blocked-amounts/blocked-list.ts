import { and, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { minorToMajor } from '#shared/format/money.ts';
import {
  blockedAmountsExportQuerySchema,
  blockedAmountsQuerySchema,
  blockedAmountsResponseSchema,
  type BlockedAmount,
  type BlockedAmountsFilters,
  type BlockedAmountsQuery,
  type BlockedState,
} from '#shared/schemas/blocked-amounts.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  companies,
  invoices,
  jobs,
  referrals,
  rewards,
  users,
} from '../../db/schema/index.ts';
import type { ListCaller, ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { isStaff, memberCompanyIds } from '../../platform/company-access.ts';

/** Staff see every company (null); a company member the companies they belong to. */
export type BlockedScope = number[] | null;

export const blockedState = sql<BlockedState>`case
  when ${rewards.id} is null then 'committed'
  when ${rewards.companyPaidAt} is null then 'owed'
  else 'guarantee' end`;
export const blockedCurrency = sql<string>`coalesce(${rewards.currency}, ${jobs.rewardCurrency})`;
export const blockedAmount = sql<number>`coalesce(${rewards.amountMinor}, ${jobs.rewardMinor})`;
// The hire's invoice, candidate and referrer by key, as scalar subqueries: PostgreSQL computes
// them for the page's rows only (after the sort and limit), where joins were made for every held
// reward before the page was picked (issue 27).
export const owedAmount = sql<number>`coalesce((select case when ${invoices.status} = 'unpaid'
  then ${invoices.totalMinor} else 0 end from ${invoices} where ${invoices.id} = ${rewards.hireInvoiceId}), 0)`;
const invoiceNumber = sql<string | null>`(select ${invoices.number} from ${invoices}
  where ${invoices.id} = ${rewards.hireInvoiceId})`;
const candidateName = sql<
  string | null
>`(select ${candidates.firstname} || ' ' || ${candidates.lastname}
  from ${referrals} join ${candidates} on ${candidates.id} = ${referrals.candidateId}
  where ${referrals.id} = ${rewards.referralId})`;
const referrerName = sql<string | null>`(select ${users.firstname} || ' ' || ${users.lastname}
  from ${users} where ${users.id} = ${rewards.recruiterUserId})`;

const committed = and(
  eq(jobs.statusId, JOB_STATUS.open),
  sql`${jobs.rewardMinor} > 0`,
  sql`not exists (select 1 from rewards standing where standing.job_id = ${jobs.id}
    and standing.status in ('pending', 'earned'))`,
);

/** The rows a caller may see, narrowed by the filters; shared by the list and its totals. */
export function blockedWhere(query: BlockedAmountsFilters, scope: BlockedScope): SQL | undefined {
  if (scope !== null && scope.length === 0) return sql`false`;
  return and(
    or(isNotNull(rewards.id), committed),
    scope === null ? undefined : inArray(jobs.companyId, scope),
    query.state ? eq(blockedState, query.state) : undefined,
    query.currency ? eq(blockedCurrency, query.currency) : undefined,
    textMatch(query.company, [companies.name]),
    textMatch(query.q, [jobs.title, jobs.referenceCode, candidateName]),
  );
}

export async function blockedScope(caller: Pick<ListCaller, 'db' | 'auth'>): Promise<BlockedScope> {
  return isStaff(caller.auth) ? null : memberCompanyIds(caller.db, caller.auth.userId);
}

const columns = {
  jobPublicId: jobs.publicId,
  rewardPublicId: rewards.publicId,
  state: blockedState,
  companyName: companies.name,
  jobTitle: jobs.title,
  jobReference: jobs.referenceCode,
  candidateName,
  referrerName,
  amountMinor: blockedAmount,
  currency: blockedCurrency,
  owedMinor: owedAmount,
  invoiceNumber,
  hiredAt: rewards.hiredAt,
  guaranteeEndsAt: rewards.guaranteeEndsAt,
};
/**
 * A job with its pending rewards: one row per held reward, or one row with no reward. The where
 * keeps the held rewards and the commitments (open jobs nobody has been hired for yet).
 */
const select = (db: Queryable) =>
  db
    .select(columns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(rewards, and(eq(rewards.jobId, jobs.id), eq(rewards.status, 'pending')));
type Row = Awaited<ReturnType<typeof select>>[number];

const toItem = (row: Row): BlockedAmount => ({
  id: row.rewardPublicId ?? row.jobPublicId,
  state: row.state,
  rewardId: row.rewardPublicId,
  companyName: row.companyName,
  jobId: row.jobPublicId,
  jobTitle: row.jobTitle,
  jobReference: row.jobReference,
  candidateName: row.candidateName?.trim() ?? null,
  referrerName: row.referrerName?.trim() ?? null,
  amountMinor: Number(row.amountMinor),
  currency: row.currency,
  owedMinor: Number(row.owedMinor),
  invoiceNumber: row.invoiceNumber,
  hiredAt: row.hiredAt?.toISOString() ?? null,
  guaranteeEndsAt: row.guaranteeEndsAt?.toISOString() ?? null,
});

/**
 * The kit adds `<sort> <direction> nulls last` and then the job id. A job has one commitment row
 * or several reward rows, so the reward id goes between them to keep the pages from overlapping.
 */
const thenReward = (key: SQL | typeof jobs.title, query: BlockedAmountsQuery) =>
  sql`${key} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last, ${rewards.id}`;

const major = (minor: number, currency: string) => String(minorToMajor(minor, currency));

export const blockedList: ListResource<BlockedAmountsQuery, BlockedScope, Row, BlockedAmount> = {
  base: '/api/blocked-amounts',
  tags: ['blocked-amounts'],
  rights: { menu: 'blockedAmounts', refuse: 'not-found' },
  schemas: {
    query: blockedAmountsQuerySchema,
    exportQuery: blockedAmountsExportQuerySchema,
    page: blockedAmountsResponseSchema,
  },
  scope: blockedScope,
  select,
  // Every job has its company: a left join counts the same rows, dropped when unused.
  count: (db) =>
    db
      .select({ value: count() })
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(rewards, and(eq(rewards.jobId, jobs.id), eq(rewards.status, 'pending'))),
  where: blockedWhere,
  sorts: (query) => ({
    guaranteeEndsAt: thenReward(sql`${rewards.guaranteeEndsAt}`, query),
    company: thenReward(sql`lower(${companies.name})`, query),
    job: thenReward(sql`lower(${jobs.title})`, query),
    amount: thenReward(blockedAmount, query),
    currency: thenReward(blockedCurrency, query),
    hiredAt: thenReward(sql`${rewards.hiredAt}`, query),
  }),
  tieBreak: { column: jobs.id, order: 'same' },
  toItem,
  csv: {
    fileName: 'blocked-amounts.csv',
    header: () => [
      'State',
      'Company',
      'Job',
      'Reference',
      'Candidate',
      'Referrer',
      'Currency',
      'Reward',
      'Owed',
      'Invoice',
      'Hired',
      'Guarantee ends',
    ],
    // Amounts in major units of the row's own currency (a spreadsheet never adds two currencies
    // by accident: the currency column sits beside them).
    row: (item) => [
      item.state,
      item.companyName,
      item.jobTitle,
      item.jobReference,
      item.candidateName,
      item.referrerName,
      item.currency,
      major(item.amountMinor, item.currency),
      major(item.owedMinor, item.currency),
      item.invoiceNumber,
      item.hiredAt?.slice(0, 10) ?? null,
      item.guaranteeEndsAt?.slice(0, 10) ?? null,
    ],
  },
};
