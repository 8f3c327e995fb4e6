import { and, asc, count, eq, sql } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { BILLING_PLAN_MESSAGES, PLAN_FALLBACK_CURRENCY } from '#shared/schemas/billing-plan.ts';
import type { Queryable } from '../../db/client.ts';
import {
  billingPlanPrices,
  billingPlans,
  companies,
  companyPlans,
  jobs,
} from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * Billing plans (docs/decisions/10-billing-plans.md): pay per job, or a monthly fee that covers a
 * number of open jobs. A company without a `company_plans` row is on the default pay-per-job plan.
 */

export type BillingPlan = typeof billingPlans.$inferSelect;

export type CurrentPlan = {
  plan: BillingPlan;
  currency: string;
  /** Monthly plans: the end of the paid month; null for pay per job. */
  paidUntil: Date | null;
  /** The plan's fee (per job or per month) in `currency`. */
  priceMinor: number;
};

export type PlanPrice = { feeMinor: number; currency: string };

const planUnavailable = () =>
  badRequest('This plan is not available', [
    { path: 'body.planId', message: BILLING_PLAN_MESSAGES.planUnavailable },
  ]);
const noPrice = () =>
  badRequest('This plan has no price in your currency', [
    { path: 'body.planId', message: BILLING_PLAN_MESSAGES.noPrice },
  ]);

/** The plan a company is on when it has chosen none: the first active pay-per-job plan. */
export async function defaultPerJobPlan(db: Queryable): Promise<BillingPlan> {
  const [plan] = await db
    .select()
    .from(billingPlans)
    .where(eq(billingPlans.kind, 'per_job'))
    // An active plan first; staff keep at least one active (save-plan.ts), this is a last resort.
    .orderBy(sql`${billingPlans.active} desc`, asc(billingPlans.sortOrder), asc(billingPlans.id))
    .limit(1);
  if (!plan) throw new Error('no pay-per-job billing plan exists');
  return plan;
}

/** The plan's price in the first of these currencies it is sold in, or null. */
export async function priceIn(
  db: Queryable,
  planId: number,
  currencies: readonly string[],
): Promise<PlanPrice | null> {
  const rows = await db
    .select({ currency: billingPlanPrices.currency, feeMinor: billingPlanPrices.feeMinor })
    .from(billingPlanPrices)
    .where(eq(billingPlanPrices.planId, planId));
  for (const currency of currencies) {
    const row = rows.find((price) => price.currency === currency);
    if (row) return { feeMinor: row.feeMinor, currency };
  }
  return null;
}

/** The currencies a company is charged in, best first: its plan's, its default, then USD. */
export async function companyCurrencies(db: Queryable, companyId: number): Promise<string[]> {
  const [row] = await db
    .select({ planCurrency: companyPlans.currency, defaultCurrency: companies.defaultCurrency })
    .from(companies)
    .leftJoin(companyPlans, eq(companyPlans.companyId, companies.id))
    .where(eq(companies.id, companyId));
  const preferred = [row?.planCurrency, row?.defaultCurrency, PLAN_FALLBACK_CURRENCY];
  return [...new Set(preferred.filter((currency): currency is string => Boolean(currency)))];
}

/** The company's current plan, its currency, paid-until date and fee. */
export async function currentPlan(db: Queryable, companyId: number): Promise<CurrentPlan> {
  const [row] = await db
    .select({
      plan: billingPlans,
      currency: companyPlans.currency,
      paidUntil: companyPlans.paidUntil,
    })
    .from(companyPlans)
    .innerJoin(billingPlans, eq(billingPlans.id, companyPlans.planId))
    .where(eq(companyPlans.companyId, companyId));
  const plan = row?.plan ?? (await defaultPerJobPlan(db));
  const currencies = row
    ? [row.currency, PLAN_FALLBACK_CURRENCY]
    : await companyCurrencies(db, companyId);
  const price = await priceIn(db, plan.id, currencies);
  if (!price) throw noPrice();
  return {
    plan,
    currency: price.currency,
    paidUntil: plan.kind === 'monthly' ? (row?.paidUntil ?? null) : null,
    priceMinor: price.feeMinor,
  };
}

/** Jobs of the company that are open now (the ones a monthly plan counts). */
export async function openJobCount(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.statusId, JOB_STATUS.open)));
  return row?.value ?? 0;
}

/** A monthly plan paid until after `now`, with fewer open jobs than its limit. */
export function coversOneMoreJob(
  plan: Pick<BillingPlan, 'kind' | 'openJobLimit'>,
  paidUntil: Date | null,
  openJobs: number,
  now: Date,
): boolean {
  if (plan.kind !== 'monthly' || !paidUntil || paidUntil.getTime() <= now.getTime()) return false;
  return plan.openJobLimit !== null && openJobs < plan.openJobLimit;
}

/**
 * Does the company's plan pay for publishing one more job now? Inside a transaction the company's
 * plan row stays locked until it ends, so two jobs published at once cannot both take the last
 * free place: call it in the transaction that opens the job.
 */
export async function planCoversPublishing(
  db: Queryable,
  companyId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ plan: billingPlans, paidUntil: companyPlans.paidUntil })
    .from(companyPlans)
    .innerJoin(billingPlans, eq(billingPlans.id, companyPlans.planId))
    .where(eq(companyPlans.companyId, companyId))
    .for('update', { of: companyPlans });
  if (!row || row.plan.kind !== 'monthly') return false;
  return coversOneMoreJob(row.plan, row.paidUntil, await openJobCount(db, companyId), now);
}

/**
 * What the company pays for a plan (per job, or for a month): the plan's price in the company's
 * plan currency, else its default currency, else USD. An inactive plan or one without a price
 * there is refused with a 400.
 */
export async function planFee(
  db: Queryable,
  companyId: number,
  planId: number,
): Promise<PlanPrice> {
  const [plan] = await db.select().from(billingPlans).where(eq(billingPlans.id, planId));
  if (!plan?.active) throw planUnavailable();
  const price = await priceIn(db, plan.id, await companyCurrencies(db, companyId));
  if (!price) throw noPrice();
  return price;
}

/**
 * The fee of publishing one job the plan does not cover: the company's own pay-per-job plan, or
 * (on a monthly plan that ran out or is full) the default pay-per-job plan.
 */
export async function jobPostingFee(
  db: Queryable,
  companyId: number,
): Promise<PlanPrice & { planId: number }> {
  const current = await currentPlan(db, companyId);
  if (current.plan.kind === 'per_job')
    return { planId: current.plan.id, feeMinor: current.priceMinor, currency: current.currency };
  const plan = await defaultPerJobPlan(db);
  const price = await priceIn(db, plan.id, await companyCurrencies(db, companyId));
  if (!price) throw noPrice();
  return { planId: plan.id, ...price };
}

/**
 * Puts the company on a plan. Called when a monthly fee is paid (the checkout, in its paying
 * transaction) and when a company switches to pay per job. A monthly plan runs one calendar month
 * (UTC) from `at`, or from the end of the month already paid when the same plan is renewed early.
 * One statement, so two payments landing at once both count.
 */
export async function activatePlan(
  tx: Queryable,
  companyId: number,
  planId: number,
  currency: string,
  at: Date,
) {
  const [plan] = await tx.select().from(billingPlans).where(eq(billingPlans.id, planId));
  if (!plan) throw planUnavailable();
  const atParam = sql`${at.toISOString()}::timestamptz`;
  const oneMonthFrom = (from: unknown) =>
    sql`((${from} at time zone 'UTC') + interval '1 month') at time zone 'UTC'`;
  const monthly = plan.kind === 'monthly';
  const [row] = await tx
    .insert(companyPlans)
    .values({
      companyId,
      planId,
      currency,
      paidUntil: monthly ? sql`${oneMonthFrom(atParam)}` : null,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: companyPlans.companyId,
      set: {
        planId,
        currency,
        paidUntil: monthly
          ? sql`case when ${companyPlans.planId} = ${planId} and ${companyPlans.paidUntil} > ${atParam}
              then ${oneMonthFrom(companyPlans.paidUntil)} else ${oneMonthFrom(atParam)} end`
          : null,
        updatedAt: at,
      },
    })
    .returning();
  if (!row) throw new Error('company plan not saved');
  return row;
}
