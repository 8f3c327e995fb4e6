import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPlanSchema, type PlanInput } from '#shared/schemas/billing-plan.ts';
import { api } from '#client/api/client.ts';
import { BILLING_PLAN_KEY } from './keys.ts';

/** POST /api/billing-plan/plans (a new plan) or PUT /api/billing-plan/plans/:id. */
export function savePlan(variables: { id?: number; body: PlanInput }) {
  return variables.id === undefined
    ? api.post('/billing-plan/plans', variables.body, { schema: adminPlanSchema })
    : api.put(`/billing-plan/plans/${variables.id}`, variables.body, { schema: adminPlanSchema });
}

/** A saved plan changes the list and what companies are offered. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_PLAN_KEY }),
  });
}
