import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payoutPageSchema, type BatchPayoutsQuery } from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_PAYMENTS_KEY } from './keys.ts';

export type BatchPayoutsListQuery = BatchPayoutsQuery & { batchId: number };

/** GET /api/recruiter-payments/batches/:id/payouts (the batch id travels in the query key). */
export function getBatchPayouts(
  { batchId, ...query }: BatchPayoutsListQuery,
  signal?: AbortSignal,
) {
  return api.get(`/recruiter-payments/batches/${batchId}/payouts`, {
    query: { ...query },
    signal,
    schema: payoutPageSchema,
  });
}

export const batchPayoutsQueryOptions = (query: BatchPayoutsListQuery) =>
  queryOptions({
    queryKey: [...RECRUITER_PAYMENTS_KEY, 'payouts', query],
    queryFn: ({ signal }) => getBatchPayouts(query, signal),
    placeholderData: keepPreviousData,
  });
