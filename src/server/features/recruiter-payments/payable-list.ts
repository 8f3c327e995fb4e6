import { and, count, eq, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { minorDigits, minorToDecimal } from '#shared/format/money.ts';
import {
  payableExportQuerySchema,
  payablePageSchema,
  payableQuerySchema,
  type PayableQuery,
  type PayableRecruiter,
} from '#shared/schemas/recruiter-payments.ts';
import type { Queryable } from '../../db/client.ts';
import { billingProfiles, countryTaxRates, pointsBalances, users } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { billingCompleteSql, ibanProblem, payoutBlockedSql } from '../../platform/money/payouts.ts';
import { STAFF_RIGHTS } from './rights.ts';

/** Each user's ledger balance per currency (kept by a trigger); a positive one is payable. */
const balances = pointsBalances;
const payable = sql`${balances.balanceMinor} > 0`;

/**
 * Whose IBAN can receive a transfer in each kind of bank file. ibantools decides (per-country
 * length and check digits), which SQL cannot, so the verdicts are made here for the SQL filter.
 */
export type IbanVerdicts = { any: number[]; sepa: number[]; turkish: number[] };

const NO_VERDICTS: IbanVerdicts = { any: [], sepa: [], turkish: [] };

async function ibanVerdicts(db: Queryable): Promise<IbanVerdicts> {
  const rows = await db
    .select({ userId: billingProfiles.userId, iban: billingProfiles.iban })
    .from(billingProfiles)
    .where(and(isNotNull(billingProfiles.userId), isNotNull(billingProfiles.iban)));
  const verdicts: IbanVerdicts = { any: [], sepa: [], turkish: [] };
  for (const row of rows) {
    if (row.userId === null) continue;
    if (ibanProblem(row.iban, 'USD') === null) verdicts.any.push(row.userId);
    if (ibanProblem(row.iban, 'EUR') === null) verdicts.sepa.push(row.userId);
    if (ibanProblem(row.iban, 'TRY') === null) verdicts.turkish.push(row.userId);
  }
  return verdicts;
}

const among = (ids: number[]) => sql`${users.id} = any(${sql.param(ids)}::int[])`;

function selectableSql(verdicts: IbanVerdicts): SQL {
  const ibanOk = sql`(case ${balances.currency}
    when 'EUR' then ${among(verdicts.sepa)}
    when 'TRY' then ${among(verdicts.turkish)}
    else ${among(verdicts.any)} end)`;
  return sql`(${billingCompleteSql} and not ${payoutBlockedSql} and ${ibanOk})`;
}

const fullName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

const select = (db: Queryable) =>
  db
    .select({
      recruiterId: users.publicId,
      name: fullName,
      email: users.email,
      currency: balances.currency,
      balanceMinor: balances.balanceMinor,
      iban: billingProfiles.iban,
      billingComplete: billingCompleteSql,
      blocked: payoutBlockedSql,
      withholdingRateBp: countryTaxRates.withholdingRateBp,
    })
    .from(balances)
    .innerJoin(users, eq(users.id, balances.userId))
    .leftJoin(billingProfiles, eq(billingProfiles.userId, users.id))
    .leftJoin(countryTaxRates, eq(countryTaxRates.countryId, billingProfiles.billingCountryId));
type Row = Awaited<ReturnType<typeof select>>[number];

/**
 * The balances' users and billing profiles, for the page's keys and the count. Every balance has
 * its user, and a user one billing profile at most: left joins on their unique keys give the same
 * rows, and PostgreSQL drops them when nothing uses them (an inner join read a user for each of
 * the 10,000 rows before page 1,000). A sort or search by name or e-mail joins users inner, so
 * that PostgreSQL can walk the users' name index and stop at the page; the count joins them for
 * the search only (joined for a sort, it counted every balance's user: 163 ms at 80,000).
 */
function withPayee<T extends PgSelect>(select: T, byUser: boolean) {
  const joined = byUser
    ? select.innerJoin(users, eq(users.id, balances.userId))
    : select.leftJoin(users, eq(users.id, balances.userId));
  return joined.leftJoin(billingProfiles, eq(billingProfiles.userId, balances.userId));
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * Recruiters with a payable balance, one row per currency (menu `recruiterPayments`, staff only:
 * 404 to everyone else). A row is selectable into a batch when the billing info is complete, the
 * IBAN can receive that currency's bank file, and no returned payout waits for a correction.
 */
export const payableList: ListResource<PayableQuery, IbanVerdicts, Row, PayableRecruiter> = {
  base: '/api/recruiter-payments',
  tags: ['recruiter-payments'],
  rights: STAFF_RIGHTS.read,
  schemas: {
    query: payableQuerySchema,
    exportQuery: payableExportQuerySchema,
    page: payablePageSchema,
  },
  // Every IBAN is checked only for the `selectable` filter: each page's rows check their own.
  scope: ({ db, request }) =>
    (request.query as Partial<PayableQuery>).selectable ? ibanVerdicts(db) : NO_VERDICTS,
  select,
  // The count needs the users for the search box only, never for the sort.
  count: (db, query) =>
    withPayee(db.select({ value: count() }).from(balances).$dynamic(), Boolean(query.q)),
  // The page's rows first, by the joins the filters and sorts need; then their other columns.
  keys: (db, query) =>
    withPayee(
      db.select({ key: balances.firstEntryId }).from(balances).$dynamic(),
      Boolean(query.q) || query.sort === 'name' || query.sort === 'email',
    ),
  where: (query, verdicts) =>
    and(
      payable,
      query.currency ? eq(balances.currency, query.currency) : undefined,
      textMatch(query.q, [fullName, users.email]),
      query.selectable === 'yes' ? selectableSql(verdicts) : undefined,
      query.selectable === 'no' ? not(selectableSql(verdicts)) : undefined,
    ),
  sorts: () => ({
    name: sql`lower(${fullName})`,
    email: sql`lower(${users.email})`,
    currency: balances.currency,
    balance: balances.balanceMinor,
  }),
  tieBreak: { column: balances.firstEntryId, order: 'same' },
  toItem: (row) => {
    const problem = ibanProblem(row.iban, row.currency);
    const billingComplete = Boolean(row.billingComplete);
    const blocked = Boolean(row.blocked);
    return {
      id: `${row.recruiterId}-${row.currency}`,
      recruiterId: row.recruiterId,
      name: row.name,
      email: row.email,
      currency: row.currency,
      balanceMinor: Number(row.balanceMinor),
      billingComplete,
      ibanProblem: problem,
      blocked,
      selectable: billingComplete && problem === null && !blocked,
      withholdingRateBp: row.withholdingRateBp ?? 0,
    };
  },
  csv: {
    fileName: 'payable-recruiters.csv',
    header: () => [
      'Name',
      'E-mail',
      'Currency',
      'Balance',
      'Billing info complete',
      'IBAN valid',
      'Blocked',
      'Selectable',
    ],
    row: (item) => [
      item.name,
      item.email,
      item.currency,
      minorToDecimal(item.balanceMinor, minorDigits(item.currency)),
      yesNo(item.billingComplete),
      yesNo(item.ibanProblem === null),
      yesNo(item.blocked),
      yesNo(item.selectable),
    ],
  },
};
