import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDetailSchema } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANIES_KEY, COMPANY_PROFILE_KEY } from './keys.ts';

/**
 * POST /api/companies/:id/logo (staff, with a company id) or /api/company-profile/logo (the
 * member's own company, without one): multipart `file`, an image of at most 2 MB.
 */
export function uploadLogo(companyId: string | null, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = companyId ? `/companies/${companyId}/logo` : '/company-profile/logo';
  return api.upload(path, form, { schema: companyDetailSchema });
}

export function useUploadLogo(companyId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(companyId, file),
    onSuccess: async (saved) => {
      if (companyId) {
        client.setQueryData([...COMPANIES_KEY, 'detail', saved.id], saved);
        await client.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'list'] });
      } else client.setQueryData(COMPANY_PROFILE_KEY, saved);
    },
  });
}
