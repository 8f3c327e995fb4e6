import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { formatAmount, minorToMajor } from '#shared/format/money.ts';
import {
  plansExportQuerySchema,
  plansPageSchema,
  plansQuerySchema,
  type AdminPlan,
  type PlansQuery,
} from '#shared/schemas/billing-plan.ts';
import type { Queryable } from '../../db/client.ts';
import { billingPlans } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';

/**
 * Staff define plans: the menu right to add (`billingPlan` insert) is staff's alone; company
 * members, who may read and change their own plan, are answered 404 here like everyone else.
 */
export const PLAN_ADMIN_RIGHTS = {
  menu: 'billingPlan',
  right: 'insert',
  refuse: 'not-found',
} as const;

const companyCount = sql<number>`(select count(*)::int from company_plans cp
  where cp.plan_id = ${billingPlans.id})`;
const prices = sql<AdminPlan['prices']>`coalesce((select json_agg(json_build_object(
    'currency', p.currency, 'feeMinor', p.fee_minor) order by p.currency)
  from billing_plan_prices p where p.plan_id = ${billingPlans.id}), '[]'::json)`;

/** The columns of a plan as staff see it (the list and the answer of a save). */
export const planColumns = {
  id: billingPlans.id,
  code: billingPlans.code,
  kind: billingPlans.kind,
  nameEn: billingPlans.nameEn,
  nameTr: billingPlans.nameTr,
  openJobLimit: billingPlans.openJobLimit,
  active: billingPlans.active,
  sortOrder: billingPlans.sortOrder,
  prices,
  companyCount,
};

const select = (db: Queryable) => db.select(planColumns).from(billingPlans);
type Row = Awaited<ReturnType<typeof select>>[number];

function where(query: PlansQuery): SQL | undefined {
  return and(
    textMatch(query.q, [billingPlans.code, billingPlans.nameEn, billingPlans.nameTr]),
    query.kind ? eq(billingPlans.kind, query.kind) : undefined,
    query.active === undefined ? undefined : eq(billingPlans.active, query.active),
  );
}

export const toAdminPlan = (row: Row): AdminPlan => ({
  ...row,
  prices: row.prices.map((price) => ({
    currency: price.currency,
    feeMinor: Number(price.feeMinor),
  })),
  companyCount: Number(row.companyCount),
});

const priceText = (plan: AdminPlan) =>
  plan.prices
    .map(
      (price) => `${price.currency} ${formatAmount(minorToMajor(price.feeMinor, price.currency))}`,
    )
    .join('; ');

/** The staff list of plans (`GET /api/billing-plan/plans`) and its CSV export. */
export const planList: ListResource<PlansQuery, null, Row, AdminPlan> = {
  base: '/api/billing-plan/plans',
  tags: ['billing-plan'],
  rights: PLAN_ADMIN_RIGHTS,
  schemas: { query: plansQuerySchema, exportQuery: plansExportQuerySchema, page: plansPageSchema },
  scope: () => null,
  select,
  count: (db) => db.select({ value: count() }).from(billingPlans),
  where,
  sorts: () => ({
    sortOrder: billingPlans.sortOrder,
    code: billingPlans.code,
    name: sql`lower(${billingPlans.nameEn})`,
    kind: billingPlans.kind,
    active: billingPlans.active,
    companyCount,
  }),
  tieBreak: { column: billingPlans.id, order: 'asc' },
  toItem: toAdminPlan,
  csv: {
    fileName: 'billing-plans.csv',
    header: () => [
      'Code',
      'Kind',
      'Name (en)',
      'Name (tr)',
      'Open job limit',
      'Active',
      'Prices',
      'Companies',
    ],
    row: (plan) => [
      plan.code,
      plan.kind,
      plan.nameEn,
      plan.nameTr,
      plan.openJobLimit,
      plan.active ? 'yes' : 'no',
      priceText(plan),
      plan.companyCount,
    ],
  },
};
