import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  lookupListResponseSchema,
  type LookupItem,
  type LookupKind,
} from '#shared/schemas/lookups.ts';
import { api } from '#client/api/client.ts';

/** GET /api/lookups/{kind}?lang=: industries, job types, salary types, currencies, roles, ... */
export async function getLookup(
  kind: LookupKind,
  lang: string,
  signal?: AbortSignal,
): Promise<LookupItem[]> {
  const body = await api.get(`/lookups/${kind}`, {
    query: { lang: lang === 'tr' ? 'tr' : 'en' },
    signal,
    schema: lookupListResponseSchema,
  });
  return body.items;
}

export const lookupQueryOptions = (kind: LookupKind, lang: string) =>
  queryOptions({
    queryKey: ['lookups', kind, lang],
    queryFn: ({ signal }) => getLookup(kind, lang, signal),
    staleTime: 60 * 60_000,
  });

export function useLookup(kind: LookupKind, lang: string) {
  return useQuery(lookupQueryOptions(kind, lang));
}
