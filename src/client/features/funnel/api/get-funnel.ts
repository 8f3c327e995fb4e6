import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { funnelResponseSchema, type FunnelPeriod } from '#shared/schemas/funnel.ts';
import { api } from '#client/api/client.ts';

export type FunnelFilters = { period: FunnelPeriod; jobId?: string; companyId?: string };

export const FUNNEL_KEY = ['funnel'] as const;

export function getFunnel(filters: FunnelFilters, signal?: AbortSignal) {
  return api.get('/funnel', { signal, query: filters, schema: funnelResponseSchema });
}

export const funnelQueryOptions = (filters: FunnelFilters) =>
  queryOptions({
    queryKey: [...FUNNEL_KEY, filters],
    queryFn: ({ signal }) => getFunnel(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useFunnel(filters: FunnelFilters) {
  return useQuery(funnelQueryOptions(filters));
}
