import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatDate } from '#shared/format/date.ts';
import {
  billingHistoryExportQuerySchema,
  billingHistoryQuerySchema,
  billingHistoryResponseSchema,
  type BillingHistoryItem,
  type BillingHistoryQuery,
} from '#shared/schemas/billing-history.ts';
import type { Queryable } from '../../db/client.ts';
import { companies, invoices, jobs } from '../../db/schema/index.ts';
import { isStaff, memberCompanyIds } from '../../platform/company-access.ts';
import { dayRange } from '../../platform/list-kit/day-range.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { plainAmount } from '../../platform/list-kit/plain-amount.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';

type Query = BillingHistoryQuery;
/** null: every company's invoices (staff); otherwise the companies the member belongs to. */
export type InvoiceScope = { companyIds: number[] } | null;

const select = (db: Queryable) =>
  db
    .select({
      id: invoices.publicId,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      kind: invoices.kind,
      companyName: companies.name,
      jobTitle: jobs.title,
      referenceCode: jobs.referenceCode,
      netMinor: invoices.netMinor,
      vatRateBp: invoices.vatRateBp,
      vatMinor: invoices.vatMinor,
      totalMinor: invoices.totalMinor,
      currency: invoices.currency,
      reverseCharge: invoices.reverseCharge,
      status: invoices.status,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(jobs, eq(jobs.id, invoices.jobId));
type Row = Awaited<ReturnType<typeof select>>[number];

/**
 * The search box: the invoice number, or the title or reference code of its job. The jobs are
 * found first (their own trigram indexes), so both halves are index look-ups on invoices.
 */
function search(q: string | undefined): SQL | undefined {
  const jobMatch = textMatch(q, [jobs.title, jobs.referenceCode]);
  if (!jobMatch) return undefined;
  const matchingJobs = sql`array(select ${jobs.id} from ${jobs} where ${jobMatch})`;
  return or(textMatch(q, [invoices.number]), sql`${invoices.jobId} = any(${matchingJobs})`);
}

function where(query: Query, scope: InvoiceScope): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (scope !== null)
    filters.push(
      scope.companyIds.length > 0 ? inArray(invoices.companyId, scope.companyIds) : sql`false`,
    );
  if (query.kind) filters.push(eq(invoices.kind, query.kind));
  if (query.status) filters.push(eq(invoices.status, query.status));
  if (query.currency) filters.push(eq(invoices.currency, query.currency));
  filters.push(dayRange(invoices.issuedAt, query.issuedFrom, query.issuedTo));
  filters.push(search(query.q));
  if (scope === null) filters.push(textMatch(query.company, [companies.name]));
  return and(...filters);
}

/**
 * The billing history (menu `billingHistory`): a company member sees the invoices and credit
 * notes of their own company, staff every company's. Everyone else is answered 404.
 */
export const invoiceList: ListResource<Query, InvoiceScope, Row, BillingHistoryItem> = {
  base: '/api/billing-history',
  tags: ['billing-history'],
  rights: { menu: 'billingHistory', refuse: 'not-found' },
  schemas: {
    query: billingHistoryQuerySchema,
    exportQuery: billingHistoryExportQuerySchema,
    page: billingHistoryResponseSchema,
  },
  scope: async ({ db, auth }) =>
    isStaff(auth) ? null : { companyIds: await memberCompanyIds(db, auth.userId) },
  select,
  // Every invoice has its company: a left join counts the same rows, dropped when unused.
  count: (db) =>
    db
      .select({ value: count() })
      .from(invoices)
      .leftJoin(companies, eq(companies.id, invoices.companyId))
      .leftJoin(jobs, eq(jobs.id, invoices.jobId)),
  // The page's rows by key. Every invoice has its company: a left join finds the same rows, and
  // PostgreSQL drops it unless a filter or the sort needs it.
  keys: (db) =>
    db
      .select({ key: invoices.id })
      .from(invoices)
      .leftJoin(companies, eq(companies.id, invoices.companyId))
      .leftJoin(jobs, eq(jobs.id, invoices.jobId)),
  where,
  sorts: () => ({
    issuedAt: invoices.issuedAt,
    number: invoices.number,
    kind: invoices.kind,
    total: invoices.totalMinor,
    currency: invoices.currency,
    status: invoices.status,
    company: sql`lower(${companies.name})`,
  }),
  tieBreak: { column: invoices.id, order: 'same' },
  toItem: (row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }),
  csv: {
    fileName: 'billing-history.csv',
    header: (_query, scope) => [
      ...['Number', 'Date', 'Kind', 'Job', 'Reference code', 'Net', 'VAT rate %', 'VAT'],
      ...['Total', 'Currency', 'Reverse charge', 'Status'],
      ...(scope === null ? ['Company'] : []),
    ],
    row: (item, _query, scope) => [
      item.number,
      formatDate(item.issuedAt),
      item.kind,
      item.jobTitle,
      item.referenceCode,
      plainAmount(item.netMinor, item.currency),
      item.vatRateBp / 100,
      plainAmount(item.vatMinor, item.currency),
      plainAmount(item.totalMinor, item.currency),
      item.currency,
      item.reverseCharge ? 'yes' : 'no',
      item.status,
      ...(scope === null ? [item.companyName] : []),
    ],
  },
};
