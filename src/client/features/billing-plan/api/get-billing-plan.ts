import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingPlanOverviewSchema } from '#shared/schemas/billing-plan.ts';
import { api } from '#client/api/client.ts';
import { BILLING_PLAN_KEY } from './keys.ts';

/** GET /api/billing-plan: the company's plan, open jobs and the plans on offer (staff name it). */
export function getBillingPlan(companyId: string | null, signal?: AbortSignal) {
  return api.get('/billing-plan', {
    query: { companyId: companyId ?? undefined },
    signal,
    schema: billingPlanOverviewSchema,
  });
}

export const billingPlanQueryOptions = (companyId: string | null = null) =>
  queryOptions({
    queryKey: [...BILLING_PLAN_KEY, 'overview', companyId],
    queryFn: ({ signal }) => getBillingPlan(companyId, signal),
  });

export function useBillingPlan(companyId: string | null = null, enabled = true) {
  return useQuery({ ...billingPlanQueryOptions(companyId), enabled });
}
