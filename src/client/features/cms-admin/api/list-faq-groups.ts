import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminFaqGroupsResponseSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** GET /api/cms/faq/groups: a language's topics, inactive ones too, in order. */
export const adminFaqGroupsQueryOptions = (lang: 'en' | 'tr') =>
  queryOptions({
    queryKey: ['cms-admin', 'faq', 'groups', lang],
    queryFn: ({ signal }) =>
      api
        .get('/cms/faq/groups', { query: { lang }, signal, schema: adminFaqGroupsResponseSchema })
        .then((response) => response.groups),
  });

export const useAdminFaqGroups = (lang: 'en' | 'tr') => useQuery(adminFaqGroupsQueryOptions(lang));
