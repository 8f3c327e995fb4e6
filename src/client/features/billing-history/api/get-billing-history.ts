import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  billingHistoryResponseSchema,
  type BillingHistoryQuery,
} from '#shared/schemas/billing-history.ts';
import { api } from '#client/api/client.ts';
import { BILLING_HISTORY_KEY } from './keys.ts';

/** GET /api/billing-history: one page of invoices, filtered and sorted on the server. */
export function getBillingHistory(query: BillingHistoryQuery, signal?: AbortSignal) {
  return api.get('/billing-history', {
    query: { ...query },
    signal,
    schema: billingHistoryResponseSchema,
  });
}

export const billingHistoryQueryOptions = (query: BillingHistoryQuery) =>
  queryOptions({
    queryKey: [...BILLING_HISTORY_KEY, 'list', query],
    queryFn: ({ signal }) => getBillingHistory(query, signal),
    placeholderData: keepPreviousData,
  });
