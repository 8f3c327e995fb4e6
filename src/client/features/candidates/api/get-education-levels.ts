import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupListResponseSchema } from '#shared/schemas/lookups.ts';
import { api } from '#client/api/client.ts';
import { CANDIDATE_RECORDS_KEY } from './keys.ts';

/** GET /api/candidates/education-levels?lang= */
export async function getEducationLevels(lang: 'en' | 'tr', signal?: AbortSignal) {
  const body = await api.get('/candidates/education-levels', {
    query: { lang },
    signal,
    schema: lookupListResponseSchema,
  });
  return body.items;
}

export const educationLevelsQueryOptions = (lang: 'en' | 'tr') =>
  queryOptions({
    queryKey: [...CANDIDATE_RECORDS_KEY, 'education-levels', lang],
    queryFn: ({ signal }) => getEducationLevels(lang, signal),
    staleTime: 60 * 60_000,
  });

export function useEducationLevels(lang: 'en' | 'tr') {
  return useQuery(educationLevelsQueryOptions(lang));
}
