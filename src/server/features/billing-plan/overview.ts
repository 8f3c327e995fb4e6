import { asc, eq, inArray, or } from 'drizzle-orm';
import type { BillingPlanOverview, PlanOffer } from '#shared/schemas/billing-plan.ts';
import type { Queryable } from '../../db/client.ts';
import { billingPlanPrices, billingPlans } from '../../db/schema/index.ts';
import {
  companyCurrencies,
  coversOneMoreJob,
  currentPlan,
  openJobCount,
} from '../../platform/money/plans.ts';
import type { PlanCompany } from './company-scope.ts';

/** Each plan's fee in the first of the company's currencies it is sold in; unpriced plans drop out. */
async function offers(
  db: Queryable,
  currentPlanId: number,
  currencies: readonly string[],
): Promise<PlanOffer[]> {
  const plans = await db
    .select()
    .from(billingPlans)
    .where(or(eq(billingPlans.active, true), eq(billingPlans.id, currentPlanId)))
    .orderBy(asc(billingPlans.sortOrder), asc(billingPlans.id));
  if (!plans.length) return [];
  const prices = await db
    .select()
    .from(billingPlanPrices)
    .where(
      inArray(
        billingPlanPrices.planId,
        plans.map((plan) => plan.id),
      ),
    );
  return plans.flatMap((plan) => {
    const price = currencies
      .map((currency) => prices.find((row) => row.planId === plan.id && row.currency === currency))
      .find(Boolean);
    if (!price) return [];
    const { id, code, kind, nameEn, nameTr, openJobLimit, active } = plan;
    return [
      {
        id,
        code,
        kind,
        nameEn,
        nameTr,
        openJobLimit,
        active,
        feeMinor: price.feeMinor,
        currency: price.currency,
      },
    ];
  });
}

/** What the billing plan page shows a company: its plan, its open jobs, the plans on offer. */
export async function planOverview(
  db: Queryable,
  company: PlanCompany,
  now: Date = new Date(),
): Promise<BillingPlanOverview> {
  const current = await currentPlan(db, company.id);
  const currencies = await companyCurrencies(db, company.id);
  const openJobs = await openJobCount(db, company.id);
  const paidUp = Boolean(current.paidUntil && current.paidUntil.getTime() > now.getTime());
  return {
    company: { id: company.publicId, name: company.name },
    currency: currencies[0] ?? current.currency,
    current: {
      planId: current.plan.id,
      kind: current.plan.kind,
      feeMinor: current.priceMinor,
      currency: current.currency,
      paidUntil: current.paidUntil?.toISOString() ?? null,
      paidUp,
      coversPublishing: coversOneMoreJob(current.plan, current.paidUntil, openJobs, now),
    },
    openJobs,
    openJobLimit: current.plan.kind === 'monthly' ? current.plan.openJobLimit : null,
    plans: await offers(db, current.plan.id, currencies),
  };
}
