import { z } from 'zod';

export const geoCountryResponseSchema = z.object({
  iso2: z.string().length(2).nullable(),
  source: z.enum(['proxy', 'language', 'default']),
});
export type GeoCountryResponse = z.infer<typeof geoCountryResponseSchema>;
