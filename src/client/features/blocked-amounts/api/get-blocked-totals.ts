import { useQuery } from '@tanstack/react-query';
import { blockedTotalsResponseSchema } from '#shared/schemas/blocked-amounts.ts';
import { api } from '#client/api/client.ts';
import { BLOCKED_AMOUNTS_KEY } from './keys.ts';

/** GET /api/blocked-amounts/totals: the caller's blocked amounts summed per currency. */
export function getBlockedTotals(signal?: AbortSignal) {
  return api.get('/blocked-amounts/totals', { signal, schema: blockedTotalsResponseSchema });
}

export function useBlockedTotals() {
  return useQuery({
    queryKey: [...BLOCKED_AMOUNTS_KEY, 'totals'],
    queryFn: ({ signal }) => getBlockedTotals(signal),
  });
}
