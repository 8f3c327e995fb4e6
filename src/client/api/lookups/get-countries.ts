import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchFold } from '#shared/format/search-fold.ts';
import type { Country } from '#shared/schemas/lookups.ts';
import { api } from '#client/api/client.ts';

// The search form's country picker is part of the public pages: zod arrives beside the call.
const loadCountriesResponseSchema = () =>
  import('#shared/schemas/lookups.ts').then((schemas) => schemas.countriesResponseSchema);

export type CountryOption = Country & { searchName: string };

/** GET /api/lookups/countries?lang=: every country, named in the language, with a folded search name. */
export async function getCountries(lang: string, signal?: AbortSignal): Promise<CountryOption[]> {
  const body = await api.get('/lookups/countries', {
    query: { lang: lang === 'tr' ? 'tr' : 'en' },
    signal,
    schema: loadCountriesResponseSchema,
    anonymous: true,
  });
  return body.items.map((country) => ({
    ...country,
    searchName: `${searchFold(country.description)} ${country.iso2.toLowerCase()}`,
  }));
}

export const countriesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['lookups', 'countries', lang],
    queryFn: ({ signal }) => getCountries(lang, signal),
    staleTime: 60 * 60_000,
    // Spec (public side 8): a country load failure shows an error toast; the picker says so too.
    meta: { errorToast: 'jobs.location.loadError' },
  });

export function useCountries(lang: string) {
  return useQuery(countriesQueryOptions(lang));
}
