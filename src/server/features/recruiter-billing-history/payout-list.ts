import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { formatDate } from '#shared/format/date.ts';
import {
  recruiterBillingHistoryExportQuerySchema,
  recruiterBillingHistoryQuerySchema,
  recruiterBillingHistoryResponseSchema,
  type RecruiterBillingHistoryItem,
  type RecruiterBillingHistoryQuery,
} from '#shared/schemas/recruiter-billing-history.ts';
import type { Queryable } from '../../db/client.ts';
import { payouts, users } from '../../db/schema/index.ts';
import { isStaff } from '../../platform/company-access.ts';
import { dayRange } from '../../platform/list-kit/day-range.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { plainAmount } from '../../platform/list-kit/plain-amount.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';

type Query = RecruiterBillingHistoryQuery;
/** null: every recruiter's payouts (staff); otherwise the caller's user id. */
export type PayoutScope = number | null;

const recruiterName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

const select = (db: Queryable) =>
  db
    .select({
      id: payouts.publicId,
      statementNumber: payouts.statementNumber,
      createdAt: payouts.createdAt,
      recruiterName,
      recruiterEmail: users.email,
      currency: payouts.currency,
      grossMinor: payouts.grossMinor,
      withholdingRateBp: payouts.withholdingRateBp,
      withholdingMinor: payouts.withholdingMinor,
      netMinor: payouts.netMinor,
      status: payouts.status,
      bankReference: payouts.bankReference,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.recruiterUserId));
type Row = Awaited<ReturnType<typeof select>>[number];

function where(query: Query, scope: PayoutScope): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (scope !== null) filters.push(eq(payouts.recruiterUserId, scope));
  if (query.status) filters.push(eq(payouts.status, query.status));
  if (query.currency) filters.push(eq(payouts.currency, query.currency));
  filters.push(dayRange(payouts.createdAt, query.createdFrom, query.createdTo));
  filters.push(textMatch(query.q, [payouts.statementNumber, payouts.bankReference]));
  if (scope === null) filters.push(textMatch(query.recruiter, [recruiterName, users.email]));
  return and(...filters);
}

/**
 * Recruiter billing history (menu `recruiterBillingHistory`): a recruiter sees their own payouts,
 * staff every recruiter's. Everyone else is answered 404.
 */
export const payoutList: ListResource<Query, PayoutScope, Row, RecruiterBillingHistoryItem> = {
  base: '/api/recruiter-billing-history',
  tags: ['recruiter-billing-history'],
  rights: { menu: 'recruiterBillingHistory', refuse: 'not-found' },
  schemas: {
    query: recruiterBillingHistoryQuerySchema,
    exportQuery: recruiterBillingHistoryExportQuerySchema,
    page: recruiterBillingHistoryResponseSchema,
  },
  scope: ({ auth }) => (isStaff(auth) ? null : auth.userId),
  select,
  // Every payout has its recruiter: a left join counts the same rows, dropped when unused.
  count: (db) =>
    db
      .select({ value: count() })
      .from(payouts)
      .leftJoin(users, eq(users.id, payouts.recruiterUserId)),
  // The page's rows by key. Every payout has its recruiter: a left join finds the same rows, and
  // PostgreSQL drops it unless a filter or the sort needs it.
  keys: (db) =>
    db
      .select({ key: payouts.id })
      .from(payouts)
      .leftJoin(users, eq(users.id, payouts.recruiterUserId)),
  where,
  sorts: () => ({
    createdAt: payouts.createdAt,
    statementNumber: payouts.statementNumber,
    gross: payouts.grossMinor,
    net: payouts.netMinor,
    currency: payouts.currency,
    status: payouts.status,
    recruiter: sql`lower(${recruiterName})`,
  }),
  tieBreak: { column: payouts.id, order: 'same' },
  toItem: (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }),
  csv: {
    fileName: 'recruiter-billing-history.csv',
    header: (_query, scope) => [
      ...['Statement number', 'Date', 'Currency', 'Gross', 'Withholding rate %', 'Withholding'],
      ...['Net', 'Status', 'Bank reference', 'Paid on'],
      ...(scope === null ? ['Recruiter', 'E-mail'] : []),
    ],
    row: (item, _query, scope) => [
      item.statementNumber,
      formatDate(item.createdAt),
      item.currency,
      plainAmount(item.grossMinor, item.currency),
      item.withholdingRateBp / 100,
      plainAmount(item.withholdingMinor, item.currency),
      plainAmount(item.netMinor, item.currency),
      item.status,
      item.bankReference,
      formatDate(item.paidAt),
      ...(scope === null ? [item.recruiterName, item.recruiterEmail] : []),
    ],
  },
};
