import { and, count, eq, ne, sql } from 'drizzle-orm';
import { BILLING_PLAN_MESSAGES, type PlanInput } from '#shared/schemas/billing-plan.ts';
import type { Queryable } from '../../db/client.ts';
import { uniqueViolation } from '../../db/database-errors.ts';
import { billingPlanPrices, billingPlans, companyPlans } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { planColumns, toAdminPlan } from './plan-list.ts';

const codeTaken = () =>
  new AppError(409, 'conflict', 'A plan with this code already exists', {
    fields: { code: BILLING_PLAN_MESSAGES.codeTaken },
  });

/** Plan edits run one at a time, so the "one active pay-per-job plan" rule holds under races. */
const lockPlans = (tx: Queryable) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing_plans'))`);

const planValues = (input: PlanInput) => ({
  code: input.code,
  kind: input.kind,
  nameEn: input.nameEn,
  nameTr: input.nameTr,
  openJobLimit: input.kind === 'monthly' ? input.openJobLimit : null,
  active: input.active,
  sortOrder: input.sortOrder,
});

async function replacePrices(tx: Queryable, planId: number, input: PlanInput) {
  await tx.delete(billingPlanPrices).where(eq(billingPlanPrices.planId, planId));
  await tx.insert(billingPlanPrices).values(input.prices.map((price) => ({ planId, ...price })));
}

export async function readAdminPlan(db: Queryable, id: number) {
  const [row] = await db.select(planColumns).from(billingPlans).where(eq(billingPlans.id, id));
  if (!row) throw notFound('Plan not found');
  return toAdminPlan(row);
}

async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'billing_plans_code_unique') throw codeTaken();
    throw error;
  }
}

export function createPlan(db: Queryable, input: PlanInput) {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      await lockPlans(tx);
      const [plan] = await tx.insert(billingPlans).values(planValues(input)).returning();
      if (!plan) throw new Error('plan not inserted');
      await replacePrices(tx, plan.id, input);
      return plan.id;
    }),
  );
}

/**
 * Companies always need an active pay-per-job plan to fall back on, and a plan companies are on
 * keeps its kind (a per-job company would otherwise find itself on an unpaid monthly plan).
 */
async function checkUpdate(
  tx: Queryable,
  existing: typeof billingPlans.$inferSelect,
  input: PlanInput,
) {
  const leavesPerJob = existing.kind === 'per_job' && existing.active;
  if (leavesPerJob && (!input.active || input.kind !== 'per_job')) {
    const [others] = await tx
      .select({ value: count() })
      .from(billingPlans)
      .where(
        and(
          eq(billingPlans.kind, 'per_job'),
          eq(billingPlans.active, true),
          ne(billingPlans.id, existing.id),
        ),
      );
    if (!others?.value)
      throw badRequest('At least one active pay-per-job plan must remain', [
        { path: 'body.active', message: BILLING_PLAN_MESSAGES.lastPerJobPlan },
      ]);
  }
  if (input.kind !== existing.kind) {
    const [users] = await tx
      .select({ value: count() })
      .from(companyPlans)
      .where(eq(companyPlans.planId, existing.id));
    if (users?.value)
      throw badRequest('Companies are on this plan: its kind cannot change', [
        { path: 'body.kind', message: BILLING_PLAN_MESSAGES.kindInUse },
      ]);
  }
}

export function updatePlan(db: Queryable, id: number, input: PlanInput) {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      await lockPlans(tx);
      const [existing] = await tx.select().from(billingPlans).where(eq(billingPlans.id, id));
      if (!existing) throw notFound('Plan not found');
      await checkUpdate(tx, existing, input);
      await tx.update(billingPlans).set(planValues(input)).where(eq(billingPlans.id, id));
      await replacePrices(tx, id, input);
      return id;
    }),
  );
}
