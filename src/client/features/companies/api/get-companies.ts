import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesResponseSchema, type CompaniesQuery } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANIES_KEY } from './keys.ts';

/** GET /api/companies: one page of the staff company list. */
export function getCompanies(query: CompaniesQuery, signal?: AbortSignal) {
  return api.get('/companies', {
    signal,
    query: { ...query },
    schema: companiesResponseSchema,
  });
}

export const companiesQueryOptions = (query: CompaniesQuery) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'list', query],
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanies(query: CompaniesQuery) {
  return useQuery(companiesQueryOptions(query));
}
