import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cityAdminCreateSchema,
  cityAdminExportQuerySchema,
  cityAdminItemSchema,
  cityAdminPageSchema,
  cityAdminQuerySchema,
  cityAdminUpdateSchema,
  countryAdminCreateSchema,
  countryAdminExportQuerySchema,
  countryAdminItemSchema,
  countryAdminPageSchema,
  countryAdminQuerySchema,
  countryAdminUpdateSchema,
  type CityAdminItem,
  type CityAdminQuery,
  type CountryAdminItem,
  type CountryAdminQuery,
} from '#shared/schemas/lookup-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { cities, countries, currencies } from '../../db/schema/lookups.ts';
import { toSearchName } from '../../db/seed/search-name.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import type { AdminResource, WriteContext } from './resource.ts';
import { activeMatch, lockTable, uniqueOr } from './sql.ts';
import { tableWrites } from './table-writes.ts';

const MENU = 'jobLocation';
/** New countries get ids above the ISO 3166 numeric range, which the seed uses as ids. */
const FIRST_CUSTOM_COUNTRY_ID = 1000;

// Qualified by hand: inside the subquery a bare "id" would be the city's.
const cityCount = sql<number>`(select count(*)::int from cities c where c.country_id = "countries"."id")`;
const countryColumns = {
  id: countries.id,
  iso2: countries.iso2,
  nameEn: countries.nameEn,
  nameTr: countries.nameTr,
  phoneCode: countries.phoneCode,
  defaultCurrency: countries.defaultCurrency,
  active: countries.active,
  cityCount,
};
const countrySorts = {
  nameEn: sql`lower(${countries.nameEn})`,
  nameTr: sql`lower(${countries.nameTr})`,
  iso2: countries.iso2,
  phoneCode: countries.phoneCode,
  cityCount,
  active: countries.active,
} as const;

async function countryById(db: Queryable, id: number): Promise<CountryAdminItem> {
  const [row] = await db.select(countryColumns).from(countries).where(eq(countries.id, id));
  if (!row) throw notFound();
  return row;
}

const countryWrites = tableWrites(
  { table: countries, id: countries.id, entity: 'countries' },
  countryById,
);

type CountryBody = z.output<typeof countryAdminCreateSchema>;

async function checkCurrency(db: Queryable, code: string | null) {
  if (code === null) return;
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, code));
  if (!row)
    throw badRequest('Unknown currency', {
      fieldErrors: { defaultCurrency: ['Unknown currency'] },
    });
}

const ISO_TAKEN = 'Another country already has this ISO code.';

export const countryResource: AdminResource<
  CountryAdminQuery,
  CountryAdminItem,
  typeof countryAdminItemSchema,
  typeof countryAdminCreateSchema,
  typeof countryAdminUpdateSchema
> = {
  segment: 'countries',
  menu: MENU,
  schemas: {
    item: countryAdminItemSchema,
    create: countryAdminCreateSchema,
    update: countryAdminUpdateSchema,
  },
  list: {
    schemas: {
      query: countryAdminQuerySchema,
      exportQuery: countryAdminExportQuerySchema,
      page: countryAdminPageSchema,
    },
    select: (db) => db.select(countryColumns).from(countries),
    count: (db) => db.select({ value: sql<number>`count(*)::int` }).from(countries),
    where: (query) =>
      and(
        activeMatch(query.status, countries.active),
        textMatch(query.q, [countries.nameEn, countries.nameTr, countries.iso2]),
      ),
    sorts: () => countrySorts,
    tieBreak: { column: countries.id, order: 'asc' },
    toItem: (row) => row,
    csv: {
      fileName: 'countries.csv',
      header: () => [
        'ID',
        'ISO code',
        'Name (en)',
        'Name (tr)',
        'Calling code',
        'Currency',
        'Cities',
        'Active',
      ],
      row: (item) => [
        item.id,
        item.iso2,
        item.nameEn,
        item.nameTr,
        item.phoneCode,
        item.defaultCurrency,
        item.cityCount,
        item.active ? 'yes' : 'no',
      ],
    },
  },
  async create(ctx: WriteContext, body: CountryBody) {
    await checkCurrency(ctx.db, body.defaultCurrency);
    return uniqueOr(
      () =>
        ctx.db.transaction(async (tx) => {
          await lockTable(tx, 'countries');
          const [next] = await tx
            .select({
              id: sql<number>`greatest(max(${countries.id}) + 1, ${FIRST_CUSTOM_COUNTRY_ID})::int`,
            })
            .from(countries);
          const id = next?.id ?? FIRST_CUSTOM_COUNTRY_ID;
          await tx.insert(countries).values({ ...body, id });
          await countryWrites.auditRow(ctx, tx, 'create', id, { iso2: body.iso2 });
          return countryById(tx, id);
        }),
      'iso_taken',
      ISO_TAKEN,
    );
  },
  async update(ctx, id, body) {
    await checkCurrency(ctx.db, body.defaultCurrency);
    return uniqueOr(
      () => countryWrites.write(ctx, 'update', id, (tx) => countryWrites.updateRow(tx, id, body)),
      'iso_taken',
      ISO_TAKEN,
    );
  },
  setActive: countryWrites.setActive,
  remove: countryWrites.remove,
};

// Cities ----------------------------------------------------------------------------------------

const cityColumns = {
  id: cities.id,
  countryId: cities.countryId,
  name: cities.name,
  active: cities.active,
};
const citySorts = { name: cities.name, active: cities.active, id: cities.id } as const;

async function cityById(db: Queryable, id: number): Promise<CityAdminItem> {
  const [row] = await db.select(cityColumns).from(cities).where(eq(cities.id, id));
  if (!row) throw notFound();
  return row;
}

const cityWrites = tableWrites({ table: cities, id: cities.id, entity: 'cities' }, cityById);
const cityValues = (name: string) => ({ name, searchName: toSearchName(name) });

export const cityResource: AdminResource<
  CityAdminQuery,
  CityAdminItem,
  typeof cityAdminItemSchema,
  typeof cityAdminCreateSchema,
  typeof cityAdminUpdateSchema
> = {
  segment: 'cities',
  menu: MENU,
  schemas: {
    item: cityAdminItemSchema,
    create: cityAdminCreateSchema,
    update: cityAdminUpdateSchema,
  },
  list: {
    schemas: {
      query: cityAdminQuerySchema,
      exportQuery: cityAdminExportQuerySchema,
      page: cityAdminPageSchema,
    },
    select: (db) => db.select(cityColumns).from(cities),
    count: (db) => db.select({ value: sql<number>`count(*)::int` }).from(cities),
    // Names are matched folded (İzmir, Izmir and izmir meet), as the public city search does.
    where: (query) =>
      and(
        eq(cities.countryId, query.countryId),
        activeMatch(query.status, cities.active),
        textMatch(query.q ? toSearchName(query.q) : undefined, [cities.searchName]),
      ),
    sorts: () => citySorts,
    tieBreak: { column: cities.id, order: 'asc' },
    toItem: (row) => row,
    csv: {
      fileName: 'cities.csv',
      header: () => ['ID', 'Country ID', 'Name', 'Active'],
      row: (item) => [item.id, item.countryId, item.name, item.active ? 'yes' : 'no'],
    },
  },
  async create(ctx, body) {
    return ctx.db.transaction(async (tx) => {
      const [country] = await tx
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, body.countryId));
      if (!country)
        throw badRequest('Unknown country', { fieldErrors: { countryId: ['Unknown country'] } });
      const [row] = await tx
        .insert(cities)
        .values({ countryId: body.countryId, ...cityValues(body.name) })
        .returning({ id: cities.id });
      const id = row?.id ?? 0;
      await cityWrites.auditRow(ctx, tx, 'create', id, {
        countryId: body.countryId,
        name: body.name,
      });
      return cityById(tx, id);
    });
  },
  update: (ctx, id, body) =>
    cityWrites.write(ctx, 'update', id, (tx) =>
      cityWrites.updateRow(tx, id, cityValues(body.name)),
    ),
  setActive: cityWrites.setActive,
  remove: cityWrites.remove,
};
