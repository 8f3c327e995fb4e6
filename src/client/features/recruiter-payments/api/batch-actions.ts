import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { batchDetailSchema } from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_PAYMENTS_KEY } from './keys.ts';

/** POST /api/recruiter-payments/batches/:id/sent */
export function markSent(id: number) {
  return api.post(`/recruiter-payments/batches/${id}/sent`, undefined, {
    schema: batchDetailSchema,
  });
}

/** POST /api/recruiter-payments/batches/:id/paid */
export function markPaid(id: number, bankReference: string) {
  return api.post(
    `/recruiter-payments/batches/${id}/paid`,
    { bankReference },
    { schema: batchDetailSchema },
  );
}

/** POST /api/recruiter-payments/payouts/:id/returned */
export function markReturned(id: number, reason: string) {
  return api.post(
    `/recruiter-payments/payouts/${id}/returned`,
    { reason },
    {
      schema: okResponseSchema,
    },
  );
}

function useRefreshing<V, R>(action: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECRUITER_PAYMENTS_KEY }),
  });
}

export const useMarkSent = () => useRefreshing((id: number) => markSent(id));
export const useMarkPaid = () =>
  useRefreshing((v: { id: number; bankReference: string }) => markPaid(v.id, v.bankReference));
export const useMarkReturned = () =>
  useRefreshing((v: { id: number; reason: string }) => markReturned(v.id, v.reason));
