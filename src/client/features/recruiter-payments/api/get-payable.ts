import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payablePageSchema, type PayableQuery } from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_PAYMENTS_KEY } from './keys.ts';

/** GET /api/recruiter-payments: payable balances per recruiter and currency. */
export function getPayable(query: PayableQuery, signal?: AbortSignal) {
  return api.get('/recruiter-payments', { query: { ...query }, signal, schema: payablePageSchema });
}

export const payableQueryOptions = (query: PayableQuery) =>
  queryOptions({
    queryKey: [...RECRUITER_PAYMENTS_KEY, 'payable', query],
    queryFn: ({ signal }) => getPayable(query, signal),
    placeholderData: keepPreviousData,
  });
