import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsResponseSchema } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** GET /api/terms/:termTypeId?lang=: 1 terms and conditions, 2 personal data protection. */
export function getTerms(termTypeId: 1 | 2, lang: string, signal?: AbortSignal) {
  return api.get(`/terms/${termTypeId}`, {
    query: { lang },
    signal,
    anonymous: true,
    schema: termsResponseSchema,
  });
}

export const termsQueryOptions = (termTypeId: 1 | 2, lang: string) =>
  queryOptions({
    queryKey: ['terms', termTypeId, lang],
    queryFn: ({ signal }) => getTerms(termTypeId, lang, signal),
    staleTime: 60 * 60_000,
  });

export function useTerms(termTypeId: 1 | 2 | null, lang: string) {
  return useQuery({ ...termsQueryOptions(termTypeId ?? 1, lang), enabled: termTypeId !== null });
}
