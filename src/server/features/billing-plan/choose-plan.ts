import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BILLING_PLAN_MESSAGES, type ChoosePlanResponse } from '#shared/schemas/billing-plan.ts';
import type { Database } from '../../db/client.ts';
import { billingPlans } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { activatePlan, planFee } from '../../platform/money/plans.ts';
import type { PlanCompany } from './company-scope.ts';

/**
 * A change of plan. Pay per job takes effect at once (a monthly month still running is given up:
 * fees are not refunded, and the page says so before asking). A monthly plan is only chosen by
 * paying for it: the answer sends the member to checkout, which calls `activatePlan` when paid.
 */
export async function choosePlan(
  db: Database,
  auth: AuthContext,
  company: PlanCompany & { byStaff: boolean },
  planId: number,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<ChoosePlanResponse> {
  // planFee refuses an unknown or inactive plan and one without a price for this company.
  const fee = await planFee(db, company.id, planId);
  const [plan] = await db.select().from(billingPlans).where(eq(billingPlans.id, planId));
  if (plan?.kind === 'monthly') {
    if (company.byStaff)
      throw badRequest('A member of the company pays for a monthly plan', [
        { path: 'body.planId', message: BILLING_PLAN_MESSAGES.memberPays },
      ]);
    return { checkoutRequired: true, planId };
  }
  await db.transaction(async (tx) => {
    await activatePlan(tx, company.id, planId, fee.currency, now);
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'choose_plan',
        entity: 'company_plan',
        entityId: company.id,
        data: { planId, currency: fee.currency },
      },
      request,
    );
  });
  return { checkoutRequired: false, planId };
}
