import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointsBalanceResponseSchema, type CurrencyBalance } from '#shared/schemas/points.ts';
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

const NONE: CurrencyBalance[] = [];

/** Recruiters only: the payable balance per currency; a failure counts as none (authenticated-area 8). */
export function usePointsBalance(enabled: boolean): CurrencyBalance[] {
  const query = useQuery({ ...pointsBalanceQueryOptions(), enabled });
  return query.isError ? NONE : (query.data?.balances ?? NONE);
}
