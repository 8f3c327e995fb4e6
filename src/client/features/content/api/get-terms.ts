import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { termsResponseSchema, type TermsResponse } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** GET /api/terms/:termTypeId (1 terms of service, 2 privacy policy); htmlBody null when none. */
export function getTerms(
  termTypeId: number,
  lang: string,
  signal?: AbortSignal,
): Promise<TermsResponse> {
  return api.get(`/terms/${termTypeId}`, { query: { lang }, signal, schema: termsResponseSchema });
}

export const termsQueryOptions = (termTypeId: number, lang: string) =>
  queryOptions({
    queryKey: ['terms', termTypeId, lang],
    queryFn: ({ signal }) => getTerms(termTypeId, lang, signal),
    staleTime: 5 * 60_000,
  });

export function useTerms(termTypeId: number) {
  const { i18n } = useTranslation();
  return useQuery(termsQueryOptions(termTypeId, i18n.language));
}
