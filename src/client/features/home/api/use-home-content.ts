import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '#shared/schemas/content.ts';
import { isRetryable } from '#client/api/api-error.ts';
import { api } from '#client/api/client.ts';

const loadContentResponseSchema = () =>
  import('#shared/schemas/content.ts').then((schemas) => schemas.contentResponseSchema);

/** GET /api/content?pagePath=&tagGroup=&lang=: a page's content items (hero, lower section). */
export async function getPageContent(
  pagePath: string,
  tagGroup: string,
  lang: string,
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  const body = await api.get('/content', {
    query: { pagePath, tagGroup: tagGroup || undefined, lang: lang === 'tr' ? 'tr' : 'en' },
    signal,
    schema: loadContentResponseSchema,
    anonymous: true,
  });
  return body.items;
}

export const pageContentQueryOptions = (pagePath: string, tagGroup: string, lang: string) =>
  queryOptions({
    queryKey: ['content', pagePath, tagGroup, lang],
    queryFn: ({ signal }) => getPageContent(pagePath, tagGroup, lang, signal),
    staleTime: 5 * 60_000,
    // Home content failures are only logged (spec): the page shows its fallbacks, no retry storm;
    // one retry for a network or server error, none for an answer such as 404.
    retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
  });

export function usePageContent(pagePath: string, tagGroup: string, lang: string) {
  return useQuery(pageContentQueryOptions(pagePath, tagGroup, lang));
}
