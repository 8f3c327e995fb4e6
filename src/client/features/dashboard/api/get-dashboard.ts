import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema } from '#shared/schemas/dashboard.ts';
import { api } from '#client/api/client.ts';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function getDashboard(signal?: AbortSignal) {
  return api.get('/dashboard', { signal, schema: dashboardResponseSchema });
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
