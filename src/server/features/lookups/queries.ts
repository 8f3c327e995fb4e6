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
