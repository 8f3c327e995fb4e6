import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { plansPageSchema, type PlansQuery } from '#shared/schemas/billing-plan.ts';
import { api } from '#client/api/client.ts';
import { BILLING_PLAN_KEY } from './keys.ts';

/** GET /api/billing-plan/plans: the staff list of plans, filtered and sorted on the server. */
export function getPlans(query: PlansQuery, signal?: AbortSignal) {
  return api.get('/billing-plan/plans', { query: { ...query }, signal, schema: plansPageSchema });
}

export const plansQueryOptions = (query: PlansQuery) =>
  queryOptions({
    queryKey: [...BILLING_PLAN_KEY, 'plans', query],
    queryFn: ({ signal }) => getPlans(query, signal),
    placeholderData: keepPreviousData,
  });
