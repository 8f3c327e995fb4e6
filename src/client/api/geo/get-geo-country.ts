import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoCountryResponseSchema } from '#shared/schemas/geo.ts';
import { api } from '#client/api/client.ts';

/** GET /api/geo/country: the caller's likely country (proxy header or Accept-Language). */
export function getGeoCountry(signal?: AbortSignal) {
  return api.get('/geo/country', { signal, anonymous: true, schema: geoCountryResponseSchema });
}

export const geoCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['geo', 'country'],
    queryFn: ({ signal }) => getGeoCountry(signal),
    staleTime: Infinity,
    retry: false,
  });

export function useGeoCountry() {
  return useQuery(geoCountryQueryOptions());
}
