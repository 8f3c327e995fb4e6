import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchDetailSchema } from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_PAYMENTS_KEY } from './keys.ts';

/** GET /api/recruiter-payments/batches/:id: one batch with its totals. */
export function getBatch(id: number, signal?: AbortSignal) {
  return api.get(`/recruiter-payments/batches/${id}`, { signal, schema: batchDetailSchema });
}

export const batchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...RECRUITER_PAYMENTS_KEY, 'batch', id],
    queryFn: ({ signal }) => getBatch(id, signal),
  });

export function useBatch(id: number) {
  return useQuery(batchQueryOptions(id));
}
