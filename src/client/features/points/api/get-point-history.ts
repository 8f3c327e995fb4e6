import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  pointHistoryResponseSchema,
  type PointHistoryQuery,
  type PointHistoryResponse,
} from '#shared/schemas/points.ts';
import { api } from '#client/api/client.ts';
import { POINTS_KEY } from './get-points-balance.ts';

export function getPointHistory(
  query: PointHistoryQuery,
  signal?: AbortSignal,
): Promise<PointHistoryResponse> {
  return api.get('/points/history', { query, signal, schema: pointHistoryResponseSchema });
}

export const pointHistoryQueryOptions = (query: PointHistoryQuery) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'history', query],
    queryFn: ({ signal }) => getPointHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePointHistory(query: PointHistoryQuery) {
  return useQuery(pointHistoryQueryOptions(query));
}
