import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPlanSchema,
  billingPlanOverviewSchema,
  billingPlanQuerySchema,
  choosePlanResponseSchema,
  choosePlanSchema,
  planInputSchema,
  planParamsSchema,
} from '#shared/schemas/billing-plan.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { audit } from '../../platform/audit.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { choosePlan } from './choose-plan.ts';
import { companyForCaller } from './company-scope.ts';
import { planOverview } from './overview.ts';
import { PLAN_ADMIN_RIGHTS, planList } from './plan-list.ts';
import { createPlan, readAdminPlan, updatePlan } from './save-plan.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const meta = { tags: ['billing-plan'], security: [{ bearer: [] }] };

/**
 * The billing plan (menu `billingPlan`): a company reads and changes its plan; staff read any
 * company's and define the plans (`/api/billing-plan/plans`, 404 to everyone else).
 */
export async function billingPlanRoutes(app: AppContext['app'], { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/billing-plan',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: billingPlanQuerySchema,
        response: { 200: billingPlanOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'billingPlan', 'select');
      const company = await companyForCaller(db, auth, request.query.companyId);
      return planOverview(db, company);
    },
  );

  r.put(
    '/api/billing-plan',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: billingPlanQuerySchema,
        body: choosePlanSchema,
        response: { 200: choosePlanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'billingPlan', 'update');
      const company = await companyForCaller(db, auth, request.query.companyId);
      return choosePlan(db, auth, company, request.body.planId, request);
    },
  );

  registerList(app, db, planList);
  const guard = listGuard(db, PLAN_ADMIN_RIGHTS);
  const adminErrors = { ...guard.errors, 409: errorResponseSchema };

  r.post(
    '/api/billing-plan/plans',
    {
      onRequest: guard.onRequest,
      schema: {
        ...meta,
        body: planInputSchema,
        response: { 201: adminPlanSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const auth = await guard.caller(request);
      const id = await createPlan(db, request.body);
      await audit(
        db,
        { actorUserId: auth.userId, action: 'create', entity: 'billing_plan', entityId: id },
        request,
      );
      return reply.status(201).send(await readAdminPlan(db, id));
    },
  );

  r.put(
    '/api/billing-plan/plans/:id',
    {
      onRequest: guard.onRequest,
      schema: {
        ...meta,
        params: planParamsSchema,
        body: planInputSchema,
        response: { 200: adminPlanSchema, ...adminErrors },
      },
    },
    async (request) => {
      const auth = await guard.caller(request);
      await updatePlan(db, request.params.id, request.body);
      await audit(
        db,
        {
          actorUserId: auth.userId,
          action: 'update',
          entity: 'billing_plan',
          entityId: request.params.id,
          data: { prices: request.body.prices, active: request.body.active },
        },
        request,
      );
      return readAdminPlan(db, request.params.id);
    },
  );
}
