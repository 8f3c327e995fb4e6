import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTermsListSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** GET /api/cms/terms: the stored terms and privacy texts of every language. */
export const adminTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['cms-admin', 'terms'],
    queryFn: ({ signal }) =>
      api.get('/cms/terms', { signal, schema: adminTermsListSchema }).then((r) => r.terms),
  });

export const useAdminTerms = () => useQuery(adminTermsQueryOptions());
