import { and, asc, eq } from 'drizzle-orm';
import type { LookupItem, LookupKind } from '#shared/schemas/lookups.ts';
import type { Queryable } from '../../db/client.ts';
import { roles } from '../../db/schema/identity.ts';
import {
  cities,
  countries,
  currencies,
  industries,
  jobStatuses,
  jobTypes,
  marketingChannels,
  recruitmentTypes,
  remoteTypes,
  salaryTypes,
} from '../../db/schema/lookups.ts';

type Lang = 'en' | 'tr';

export async function listCountries(db: Queryable, lang: Lang) {
  const rows = await db
    .select({
      id: countries.id,
      iso2: countries.iso2,
      nameEn: countries.nameEn,
      nameTr: countries.nameTr,
      phoneCode: countries.phoneCode,
      defaultCurrency: countries.defaultCurrency,
    })
    .from(countries)
    .where(eq(countries.active, true));
  const collator = new Intl.Collator(lang);
  return rows
    .map(({ nameEn, nameTr, ...row }) => ({ ...row, description: lang === 'tr' ? nameTr : nameEn }))
    .sort((a, b) => collator.compare(a.description, b.description));
}

export async function listCities(db: Queryable, countryId: number) {
  return db
    .select({
      id: cities.id,
      description: cities.name,
      countryId: cities.countryId,
      searchName: cities.searchName,
    })
    .from(cities)
    .where(and(eq(cities.countryId, countryId), eq(cities.active, true)))
    .orderBy(asc(cities.name));
}

type CityItem = { id: number; description: string; countryId: number };

/** How long the list of every city is kept: a staff edit shows within this time. */
export const ALL_CITIES_TTL_MS = 60_000;
const allCitiesCache = new WeakMap<Queryable, { loadedAt: number; items: Promise<CityItem[]> }>();

/**
 * Every active city, grouped by country and sorted by name within it (about 124,000 rows). Kept
 * for a minute per database: reading them costs half a second, and the list is public.
 */
export function listAllCities(db: Queryable, now = Date.now()): Promise<CityItem[]> {
  const cached = allCitiesCache.get(db);
  if (cached && now - cached.loadedAt < ALL_CITIES_TTL_MS) return cached.items;
  const items = db
    .select({ id: cities.id, description: cities.name, countryId: cities.countryId })
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(asc(cities.countryId), asc(cities.name));
  const entry = { loadedAt: now, items: Promise.resolve(items) };
  allCitiesCache.set(db, entry);
  // A failed read is not kept.
  entry.items.catch(() => {
    if (allCitiesCache.get(db) === entry) allCitiesCache.delete(db);
  });
  return entry.items;
}

const simpleTables = {
  industries,
  'job-types': jobTypes,
  'remote-types': remoteTypes,
  'recruitment-types': recruitmentTypes,
  'salary-types': salaryTypes,
} as const;

/** A simple lookup's active rows in display order, described in the caller's language. */
export async function listLookup(
  db: Queryable,
  kind: LookupKind,
  lang: Lang,
): Promise<LookupItem[]> {
  const pickName = (row: { nameEn: string; nameTr: string }) =>
    lang === 'tr' ? row.nameTr : row.nameEn;
  switch (kind) {
    case 'job-statuses': {
      const rows = await db
        .select()
        .from(jobStatuses)
        .where(eq(jobStatuses.active, true))
        .orderBy(asc(jobStatuses.sortOrder));
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        description: pickName(row),
        colorCode: row.colorCode,
      }));
    }
    case 'currencies': {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.sortOrder));
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        description: pickName(row),
        symbol: row.symbol,
      }));
    }
    case 'marketing-channels': {
      const rows = await db
        .select()
        .from(marketingChannels)
        .where(eq(marketingChannels.active, true))
        .orderBy(asc(marketingChannels.sortOrder));
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        description: pickName(row),
        name: row.name,
      }));
    }
    case 'roles': {
      const rows = await db.select().from(roles).orderBy(asc(roles.id));
      return rows.map((row) => ({ id: row.id, code: row.code, description: pickName(row) }));
    }
    default: {
      const table = simpleTables[kind];
      const rows = await db
        .select()
        .from(table)
        .where(eq(table.active, true))
        .orderBy(asc(table.sortOrder));
      return rows.map((row) => ({ id: row.id, code: row.code, description: pickName(row) }));
    }
  }
}
