import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStartedResponseSchema } from '#shared/schemas/accounts.ts';
import { api } from '#client/api/client.ts';

/** GET /api/accounts/get-started: the three cards' texts, edited by staff as content. */
export const getStartedQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['accounts', 'get-started', lang],
    queryFn: ({ signal }) =>
      api.get('/accounts/get-started', {
        query: { lang },
        signal,
        anonymous: true,
        schema: getStartedResponseSchema,
      }),
    staleTime: 5 * 60_000,
  });

export const useGetStarted = (lang: string) => useQuery(getStartedQueryOptions(lang));
