import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointsBalanceResponseSchema } from '#shared/schemas/points.ts';
import { api } from '#client/api/client.ts';

export const POINTS_KEY = ['points'] as const;

export function getPointsBalance(signal?: AbortSignal) {
  return api.get('/points/balance', { signal, schema: pointsBalanceResponseSchema });
}

export const pointsBalanceQueryOptions = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'balance'],
    queryFn: ({ signal }) => getPointsBalance(signal),
    refetchOnMount: 'always', // "points are refreshed on load"
  });

/** Recruiters only; a failure counts as 0 points (authenticated-area 8). */
export function usePointsBalance(enabled: boolean) {
  const query = useQuery({ ...pointsBalanceQueryOptions(), enabled });
  return query.isError ? 0 : (query.data?.points ?? 0);
}
