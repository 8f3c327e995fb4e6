import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stripTags } from '#shared/format/text.ts';
import type { ContentItem, ContentListItem } from '#shared/schemas/content.ts';
import { api } from '#client/api/client.ts';

const loadContentResponseSchema = () =>
  import('#shared/schemas/content.ts').then((schemas) => schemas.contentResponseSchema);

/** GET /api/content: a page's items by page path, tag group and language (the same for everyone). */
export function getContent(
  pagePath: string,
  tagGroup: string,
  lang: string,
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  return api
    .get('/content', {
      query: { pagePath, tagGroup, lang },
      signal,
      schema: loadContentResponseSchema,
      anonymous: true,
    })
    .then((response) => response.items);
}

export const contentQueryOptions = (pagePath: string, tagGroup: string, lang: string) =>
  queryOptions({
    queryKey: ['content', pagePath, tagGroup, lang],
    queryFn: ({ signal }) => getContent(pagePath, tagGroup, lang, signal),
    staleTime: 60_000,
    // The page shows its built-in text at once and offers Try Again, rather than waiting on retries.
    retry: false,
  });

/** A page's content as a lookup by tag; every reader falls back when a tag is missing. */
export type PageContent = {
  html: (tag: string) => string | null;
  list: (tag: string) => ContentListItem[];
  file: (tag: string) => string | null;
};

export function toPageContent(items: ContentItem[] | undefined): PageContent {
  const byTag = new Map((items ?? []).map((item) => [item.tag, item]));
  return {
    html: (tag) => {
      const value = byTag.get(tag)?.htmlContent?.trim();
      return value ? value : null;
    },
    list: (tag) => byTag.get(tag)?.listContent ?? [],
    file: (tag) => byTag.get(tag)?.filePath || null,
  };
}

/** `reload`: fetch again each time the reader mounts (how it works reloads on every tab change). */
export function usePageContent(pagePath: string, tagGroup = '', reload = false) {
  const { i18n } = useTranslation();
  const query = useQuery({
    ...contentQueryOptions(pagePath, tagGroup, i18n.language),
    ...(reload ? { refetchOnMount: 'always' as const } : {}),
  });
  return { ...query, content: toPageContent(query.data) };
}

/**
 * The text of a sanitised HTML fragment (entities decoded), for attributes and plain labels. The
 * same on the server as in the browser (the footer is rendered on both), so no DOMParser.
 */
export function plainText(html: string | null): string | null {
  return stripTags(html) || null;
}
