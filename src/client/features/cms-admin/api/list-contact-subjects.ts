import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContactSubjectsResponseSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** GET /api/cms/contact-subjects: every subject, inactive ones too. */
export const adminContactSubjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['cms-admin', 'contact-subjects'],
    queryFn: ({ signal }) =>
      api
        .get('/cms/contact-subjects', { signal, schema: adminContactSubjectsResponseSchema })
        .then((r) => r.subjects),
  });

export const useAdminContactSubjects = () => useQuery(adminContactSubjectsQueryOptions());
