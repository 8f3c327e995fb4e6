import { queryOptions, useQuery } from '@tanstack/react-query';
import { citiesResponseSchema, type City } from '#shared/schemas/lookups.ts';
import { api } from '#client/api/client.ts';

/** GET /api/lookups/countries/{id}/cities: a country's cities (with folded search names). */
export async function getCities(countryId: number, signal?: AbortSignal): Promise<City[]> {
  const body = await api.get(`/lookups/countries/${countryId}/cities`, {
    signal,
    schema: citiesResponseSchema,
    anonymous: true,
  });
  return body.items;
}

export const citiesQueryOptions = (countryId: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'cities', countryId],
    queryFn: ({ signal }) => getCities(countryId ?? 0, signal),
    enabled: countryId !== null,
    staleTime: 60 * 60_000,
  });

export function useCities(countryId: number | null) {
  return useQuery(citiesQueryOptions(countryId));
}
