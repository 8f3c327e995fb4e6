import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDetailSchema, type CompanyProfileInput } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANY_PROFILE_KEY } from './keys.ts';

/** PUT /api/company-profile: website, industry and description of the member's company. */
export function saveCompanyProfile(body: CompanyProfileInput) {
  return api.put('/company-profile', body, { schema: companyDetailSchema });
}

export function useSaveCompanyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: (saved) => client.setQueryData(COMPANY_PROFILE_KEY, saved),
  });
}
