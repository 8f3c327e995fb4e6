import { z } from 'zod';
import { idParamSchema } from './fields.ts';

/** `?lang=` of the lookup lists: descriptions come in the caller's language. */
export const lookupQuerySchema = z.object({
  lang: z.enum(['en', 'tr']).default('en'),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  iso2: z.string().length(2),
  description: z.string(),
  phoneCode: z.string(),
  defaultCurrency: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.object({ items: z.array(countrySchema) });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  countryId: z.number().int(),
  /** Lower-cased, accents removed, Turkish İ/ı folded: filter on this. */
  searchName: z.string(),
});
export type City = z.infer<typeof citySchema>;
export const citiesParamsSchema = z.object({ countryId: idParamSchema() });
export const citiesResponseSchema = z.object({ items: z.array(citySchema) });
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;

/** Every active city of every country, for clients that filter by country themselves. */
export const allCitiesResponseSchema = z.object({
  items: z.array(citySchema.omit({ searchName: true })),
});
export type AllCitiesResponse = z.infer<typeof allCitiesResponseSchema>;

/** One row of a simple lookup; the optional fields exist on some lookups only. */
export const lookupItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** Marketing channels: the spec's `name` (the sign-up shows a reference box for `Referance`). */
  name: z.string().optional(),
  /** Currencies: '$', '€', ... */
  symbol: z.string().optional(),
  /** Job and candidate statuses: '#22c55e'. */
  colorCode: z.string().optional(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const lookupListResponseSchema = z.object({ items: z.array(lookupItemSchema) });
export type LookupListResponse = z.infer<typeof lookupListResponseSchema>;

/** The simple lookups served at `GET /api/lookups/{kind}`. */
export const LOOKUP_KINDS = [
  'industries',
  'job-types',
  'remote-types',
  'recruitment-types',
  'salary-types',
  'job-statuses',
  'currencies',
  'marketing-channels',
  'roles',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];
