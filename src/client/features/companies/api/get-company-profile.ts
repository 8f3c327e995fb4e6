import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDetailSchema } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANY_PROFILE_KEY } from './keys.ts';

/** GET /api/company-profile: the caller's own company with its members. */
export function getCompanyProfile(signal?: AbortSignal) {
  return api.get('/company-profile', { signal, schema: companyDetailSchema });
}

export const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: ({ signal }) => getCompanyProfile(signal),
    retry: false,
  });

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}
