import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  blockedAmountsResponseSchema,
  type BlockedAmountsQuery,
} from '#shared/schemas/blocked-amounts.ts';
import { api } from '#client/api/client.ts';
import { BLOCKED_AMOUNTS_KEY } from './keys.ts';

/** GET /api/blocked-amounts: one page, filtered and sorted on the server, scoped to the caller. */
export function getBlockedAmounts(query: BlockedAmountsQuery, signal?: AbortSignal) {
  return api.get('/blocked-amounts', {
    query: { ...query },
    signal,
    schema: blockedAmountsResponseSchema,
  });
}

export const blockedAmountsQueryOptions = (query: BlockedAmountsQuery) =>
  queryOptions({
    queryKey: [...BLOCKED_AMOUNTS_KEY, 'list', query],
    queryFn: ({ signal }) => getBlockedAmounts(query, signal),
    placeholderData: keepPreviousData,
  });
