import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardResponseSchema } from '#shared/schemas/dashboard.ts';
import { api } from '#client/api/client.ts';

export const DASHBOARD_KEY = ['dashboard'] as const;

const langOf = (language: string) => (language === 'tr' ? 'tr' : 'en');

/** GET /api/dashboard?lang=: My Dashboard of the caller's role, lookup names in `lang`. */
export function getDashboard(lang: string, signal?: AbortSignal) {
  return api.get('/dashboard', {
    query: { lang: langOf(lang) },
    signal,
    schema: dashboardResponseSchema,
  });
}

export const dashboardQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, langOf(lang)],
    queryFn: ({ signal }) => getDashboard(lang, signal),
  });

export function useDashboard() {
  const { i18n } = useTranslation();
  return useQuery(dashboardQueryOptions(i18n.language));
}
