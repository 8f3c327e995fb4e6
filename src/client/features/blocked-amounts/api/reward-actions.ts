import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardActionResponseSchema } from '#shared/schemas/blocked-amounts.ts';
import { api } from '#client/api/client.ts';
import { BLOCKED_AMOUNTS_KEY } from './keys.ts';

/** POST /api/blocked-amounts/rewards/:id/end-guarantee (staff). */
export function endGuarantee(rewardId: string) {
  return api.post(
    `/blocked-amounts/rewards/${rewardId}/end-guarantee`,
    {},
    { schema: rewardActionResponseSchema },
  );
}

/** POST /api/blocked-amounts/rewards/:id/guarantee-failed (staff): cancels and credits. */
export function guaranteeFailed(rewardId: string, note: string) {
  return api.post(
    `/blocked-amounts/rewards/${rewardId}/guarantee-failed`,
    { note },
    { schema: rewardActionResponseSchema },
  );
}

export function useEndGuarantee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endGuarantee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKED_AMOUNTS_KEY }),
  });
}

export function useGuaranteeFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { rewardId: string; note: string }) =>
      guaranteeFailed(variables.rewardId, variables.note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKED_AMOUNTS_KEY }),
  });
}
