import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { batchPageSchema, type BatchQuery } from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_PAYMENTS_KEY } from './keys.ts';

/** GET /api/recruiter-payments/batches */
export function getBatches(query: BatchQuery, signal?: AbortSignal) {
  return api.get('/recruiter-payments/batches', {
    query: { ...query },
    signal,
    schema: batchPageSchema,
  });
}

export const batchesQueryOptions = (query: BatchQuery) =>
  queryOptions({
    queryKey: [...RECRUITER_PAYMENTS_KEY, 'batches', query],
    queryFn: ({ signal }) => getBatches(query, signal),
    placeholderData: keepPreviousData,
  });
