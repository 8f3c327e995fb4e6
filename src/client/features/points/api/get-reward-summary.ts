import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardSummaryResponseSchema } from '#shared/schemas/points.ts';
import { api } from '#client/api/client.ts';
import { POINTS_KEY } from './get-points-balance.ts';

/** GET /api/points/summary: potential, pending, earned and paid per currency, and each pending reward. */
export function getRewardSummary(signal?: AbortSignal) {
  return api.get('/points/summary', { signal, schema: rewardSummaryResponseSchema });
}

export const rewardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'summary'],
    queryFn: ({ signal }) => getRewardSummary(signal),
  });

export function useRewardSummary() {
  return useQuery(rewardSummaryQueryOptions());
}
