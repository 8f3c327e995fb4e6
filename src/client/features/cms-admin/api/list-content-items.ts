import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminContentListSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

export type ContentFilter = { pagePath?: string; tagGroup?: string; lang?: 'en' | 'tr' };

/** GET /api/cms/content: every item matching the filter, and the pages that have content. */
export const contentItemsQueryOptions = (filter: ContentFilter) =>
  queryOptions({
    queryKey: ['cms-admin', 'content', filter],
    queryFn: ({ signal }) =>
      api.get('/cms/content', { query: filter, signal, schema: adminContentListSchema }),
  });

export const useContentItems = (filter: ContentFilter) =>
  useQuery(contentItemsQueryOptions(filter));
