import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDetailSchema, type CompanyInput } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANIES_KEY } from './keys.ts';

/** POST /api/companies (create) or PUT /api/companies/:id (edit), staff only. */
export function saveCompany(id: string | undefined, body: CompanyInput) {
  return id
    ? api.put(`/companies/${id}`, body, { schema: companyDetailSchema })
    : api.post('/companies', body, { schema: companyDetailSchema });
}

export function useSaveCompany(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInput) => saveCompany(id, body),
    onSuccess: async (saved) => {
      client.setQueryData([...COMPANIES_KEY, 'detail', saved.id], saved);
      await client.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'list'] });
    },
  });
}
