import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { minorToMajor } from '#shared/format/money.ts';
import {
  blockedAmountsExportQuerySchema,
  blockedAmountsQuerySchema,
  blockedAmountsResponseSchema,
  type BlockedAmount,
  type BlockedAmountsFilters,
  type BlockedAmountsQuery,
} from '#shared/schemas/blocked-amounts.ts';
import type { Queryable } from '../../db/client.ts';
import {
  blockedAmounts as blocked,
  candidates,
  companies,
  invoices,
  jobs,
  referrals,
  users,
} from '../../db/schema/index.ts';
import type { ListCaller, ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { isStaff, memberCompanyIds } from '../../platform/company-access.ts';

/** Staff see every company (null); a company member the companies they belong to. */
export type BlockedScope = number[] | null;

// The hire's invoice, candidate and referrer by key, as scalar subqueries: computed for the
// page's rows only (the kit picks the page's keys first), never for the rows an offset skips.
export const owedAmount = sql<number>`coalesce((select case when ${invoices.status} = 'unpaid'
  then ${invoices.totalMinor} else 0 end from ${invoices} where ${invoices.id} = ${blocked.hireInvoiceId}), 0)`;
const invoiceNumber = sql<string | null>`(select ${invoices.number} from ${invoices}
  where ${invoices.id} = ${blocked.hireInvoiceId})`;
const candidateName = sql<
  string | null
>`(select ${candidates.firstname} || ' ' || ${candidates.lastname}
  from ${referrals} join ${candidates} on ${candidates.id} = ${referrals.candidateId}
  where ${referrals.id} = ${blocked.referralId})`;
const referrerName = sql<string | null>`(select ${users.firstname} || ' ' || ${users.lastname}
  from ${users} where ${users.id} = ${blocked.recruiterUserId})`;

/**
 * The companies whose name holds the text, as an array computed once: the rows are then read by
 * their company id's index, not joined to the companies first.
 */
const companyNamed = (text: string | undefined) => {
  const named = textMatch(text, [companies.name]);
  return named
    ? sql`${blocked.companyId} = any(array(select ${companies.id} from ${companies} where ${named}))`
    : undefined;
};

/** The rows a caller may see, narrowed by the filters; shared by the list and its totals. */
export function blockedWhere(query: BlockedAmountsFilters, scope: BlockedScope): SQL | undefined {
  if (scope !== null && scope.length === 0) return sql`false`;
  return and(
    scope === null ? undefined : inArray(blocked.companyId, scope),
    query.state ? eq(blocked.state, query.state) : undefined,
    query.currency ? eq(blocked.currency, query.currency) : undefined,
    companyNamed(query.company),
    textMatch(query.q, [jobs.title, jobs.referenceCode, candidateName]),
  );
}

export async function blockedScope(caller: Pick<ListCaller, 'db' | 'auth'>): Promise<BlockedScope> {
  return isStaff(caller.auth) ? null : memberCompanyIds(caller.db, caller.auth.userId);
}

/**
 * Every row has its job and every job its company: left joins give the same rows, and PostgreSQL
 * drops them when no filter or sort uses them.
 */
export const jobOfRow = eq(jobs.id, blocked.jobId);
export const companyOfRow = eq(companies.id, blocked.companyId);

const columns = {
  jobPublicId: jobs.publicId,
  rewardPublicId: blocked.rewardPublicId,
  state: blocked.state,
  companyName: companies.name,
  jobTitle: jobs.title,
  jobReference: jobs.referenceCode,
  candidateName,
  referrerName,
  amountMinor: blocked.amountMinor,
  currency: blocked.currency,
  owedMinor: owedAmount,
  invoiceNumber,
  hiredAt: blocked.hiredAt,
  guaranteeEndsAt: blocked.guaranteeEndsAt,
};
const select = (db: Queryable) =>
  db.select(columns).from(blocked).leftJoin(jobs, jobOfRow).leftJoin(companies, companyOfRow);
type Row = Awaited<ReturnType<typeof select>>[number];

// Left joins: the job and company exist for every row.
const toItem = (row: Row): BlockedAmount => ({
  id: row.rewardPublicId ?? (row.jobPublicId as string),
  state: row.state,
  rewardId: row.rewardPublicId,
  companyName: row.companyName as string,
  jobId: row.jobPublicId as string,
  jobTitle: row.jobTitle as string,
  jobReference: row.jobReference as string,
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
 * The kit adds `<sort> <direction> nulls last` and then the row key in the same direction. A
 * held reward comes before a commitment with the same sort key in both directions; among held
 * rewards the row key is the reward id, among commitments it follows the job id.
 */
const thenHeld = (key: SQL, query: BlockedAmountsQuery) =>
  sql`${key} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last, ${
    query.order === 'asc' ? blocked.kind : sql`-${blocked.kind}`
  }`;

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
  count: (db) =>
    db
      .select({ value: count() })
      .from(blocked)
      .leftJoin(jobs, jobOfRow)
      .leftJoin(companies, companyOfRow),
  keys: (db) =>
    db
      .select({ key: blocked.rowKey })
      .from(blocked)
      .leftJoin(jobs, jobOfRow)
      .leftJoin(companies, companyOfRow),
  where: blockedWhere,
  sorts: (query) => ({
    guaranteeEndsAt: thenHeld(sql`${blocked.guaranteeEndsAt}`, query),
    company: thenHeld(sql`lower(${companies.name})`, query),
    job: thenHeld(sql`lower(${jobs.title})`, query),
    amount: thenHeld(sql`${blocked.amountMinor}`, query),
    currency: thenHeld(sql`${blocked.currency}`, query),
    hiredAt: thenHeld(sql`${blocked.hiredAt}`, query),
  }),
  tieBreak: { column: blocked.rowKey, order: 'same' },
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
