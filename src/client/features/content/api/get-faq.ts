import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { faqGroupsResponseSchema, faqItemsResponseSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** GET /api/faq/groups: the FAQ's topics in the language, sorted by order_id. */
export const faqGroupsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['faq', 'groups', lang],
    queryFn: ({ signal }) =>
      api
        .get('/faq/groups', { query: { lang }, signal, schema: faqGroupsResponseSchema })
        .then((response) => response.groups),
    staleTime: 60_000,
  });

export function useFaqGroups() {
  const { i18n } = useTranslation();
  return useQuery(faqGroupsQueryOptions(i18n.language));
}

/** GET /api/faq/groups/:id/items: a topic's questions, sorted by order_id. */
export const faqItemsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: ['faq', 'items', groupId],
    queryFn: ({ signal }) =>
      api
        .get(`/faq/groups/${groupId}/items`, { signal, schema: faqItemsResponseSchema })
        .then((response) => response.items),
    staleTime: 60_000,
  });

export function useFaqItems(groupId: number | null) {
  return useQuery({ ...faqItemsQueryOptions(groupId ?? 0), enabled: groupId !== null });
}
