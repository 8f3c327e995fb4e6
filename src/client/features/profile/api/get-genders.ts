import { queryOptions, useQuery } from '@tanstack/react-query';
import { gendersResponseSchema, type GenderOption } from '#shared/schemas/profile.ts';
import { api } from '#client/api/client.ts';

/** GET /api/profile/genders?lang=: the spec's Genders call, the profile form's gender choices. */
export async function getGenders(lang: string, signal?: AbortSignal): Promise<GenderOption[]> {
  const body = await api.get('/profile/genders', {
    query: { lang: lang === 'tr' ? 'tr' : 'en' },
    signal,
    schema: gendersResponseSchema,
  });
  return body.items;
}

export const gendersQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['profile', 'genders', lang === 'tr' ? 'tr' : 'en'],
    queryFn: ({ signal }) => getGenders(lang, signal),
    staleTime: 60 * 60_000,
  });

export function useGenders(lang: string) {
  return useQuery(gendersQueryOptions(lang));
}
