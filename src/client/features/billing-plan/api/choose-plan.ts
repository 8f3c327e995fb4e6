import { useMutation, useQueryClient } from '@tanstack/react-query';
import { choosePlanResponseSchema } from '#shared/schemas/billing-plan.ts';
import { api } from '#client/api/client.ts';
import { BILLING_PLAN_KEY } from './keys.ts';

/** PUT /api/billing-plan: pay per job takes effect now; a monthly plan answers "go to checkout". */
export function choosePlan(planId: number) {
  return api.put('/billing-plan', { planId }, { schema: choosePlanResponseSchema });
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: (answer) =>
      answer.checkoutRequired
        ? undefined
        : queryClient.invalidateQueries({ queryKey: BILLING_PLAN_KEY }),
  });
}
