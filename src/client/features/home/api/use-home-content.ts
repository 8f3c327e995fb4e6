import { useQuery } from '@tanstack/react-query';
import { isRetryable } from '#client/api/api-error.ts';
import { contentQueryOptions } from '#client/api/content/get-content.ts';

/**
 * The home page's content (hero, lower section): the content pages' query, kept longer. Its
 * failures are only logged (spec): the page shows its fallbacks, with one retry for a network or
 * server error and none for an answer such as 404.
 */
export function useHomeContent(lang: string) {
  return useQuery({
    ...contentQueryOptions('/', '', lang),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
  });
}
