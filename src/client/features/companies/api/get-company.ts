import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDetailSchema } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANIES_KEY } from './keys.ts';

/** GET /api/companies/:id: every field of a company with its members (staff). */
export function getCompany(id: string, signal?: AbortSignal) {
  return api.get(`/companies/${id}`, { signal, schema: companyDetailSchema });
}

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'detail', id],
    queryFn: ({ signal }) => getCompany(id, signal),
  });

export function useCompany(id: string | undefined) {
  return useQuery({ ...companyQueryOptions(id ?? ''), enabled: Boolean(id) });
}
