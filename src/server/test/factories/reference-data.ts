import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { cities, countries } from '#server/db/schema/index.ts';

// Reference rows (countries, cities) come with the migrated template, so tests find them, not make them.

export async function countryId(db: Queryable, iso2: string) {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2, iso2));
  if (!row) throw new Error(`no country ${iso2}`);
  return row.id;
}

export async function cityId(db: Queryable, iso2: string, name: string) {
  const country = await countryId(db, iso2);
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryId, country), eq(cities.name, name)));
  if (!row) throw new Error(`no city ${name}`);
  return row.id;
}

/** A country and one of its cities from the reference data. */
export async function someCity(db: Queryable) {
  const [city] = await db.select().from(cities).limit(1);
  if (!city) throw new Error('no cities seeded');
  const [other] = await db
    .select()
    .from(cities)
    .where(eq(cities.countryId, city.countryId))
    .limit(1);
  return { countryId: city.countryId, cityId: (other ?? city).id };
}
