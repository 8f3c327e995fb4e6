import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  recruiterBillingHistoryResponseSchema,
  type RecruiterBillingHistoryQuery,
} from '#shared/schemas/recruiter-billing-history.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_BILLING_HISTORY_KEY } from './keys.ts';

/** GET /api/recruiter-billing-history: one page of payouts, filtered and sorted on the server. */
export function getPayouts(query: RecruiterBillingHistoryQuery, signal?: AbortSignal) {
  return api.get('/recruiter-billing-history', {
    query: { ...query },
    signal,
    schema: recruiterBillingHistoryResponseSchema,
  });
}

export const payoutsQueryOptions = (query: RecruiterBillingHistoryQuery) =>
  queryOptions({
    queryKey: [...RECRUITER_BILLING_HISTORY_KEY, 'list', query],
    queryFn: ({ signal }) => getPayouts(query, signal),
    placeholderData: keepPreviousData,
  });
