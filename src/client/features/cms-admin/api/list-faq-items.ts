import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminFaqItemsResponseSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** GET /api/cms/faq/groups/:id/items: a topic's questions, inactive ones too, in order. */
export const adminFaqItemsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: ['cms-admin', 'faq', 'items', groupId],
    queryFn: ({ signal }) =>
      api
        .get(`/cms/faq/groups/${groupId}/items`, { signal, schema: adminFaqItemsResponseSchema })
        .then((response) => response.items),
  });

export const useAdminFaqItems = (groupId: number | null) =>
  useQuery({ ...adminFaqItemsQueryOptions(groupId ?? 0), enabled: groupId !== null });
