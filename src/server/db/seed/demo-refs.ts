import { and, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '#server/db/client.ts';
import {
  cities,
  countries,
  educationLevels,
  industries,
  jobTypes,
  recruitmentTypes,
} from '#server/db/schema/lookups.ts';
import { DEMO_COMPANIES } from './data/demo-companies.ts';
import { DEMO_LOCATIONS } from './data/demo-locations.ts';
import {
  DEMO_ADMIN,
  DEMO_CANDIDATE,
  DEMO_CANDIDATES,
  DEMO_RECRUITERS,
} from './data/demo-people.ts';

export type DemoRefs = {
  countryId(iso2: string): number;
  cityId(iso2: string, name: string): number;
  industryId(code: string): number;
  jobTypeId(code: string): number;
  recruitmentTypeId(code: string): number;
  educationLevelId(code: string): number;
};

function lookup<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo seed: no ${what} ${String(key)}`);
  return id;
}

/** Ids of the reference rows the demo data points at, found by code, ISO code or name. */
export async function loadDemoRefs(tx: Transaction): Promise<DemoRefs> {
  const places = [
    ...DEMO_LOCATIONS.flatMap((location) =>
      location.cities.map((city) => [location.iso2, city] as const),
    ),
    ...DEMO_COMPANIES.map((company) => [company.iso2, company.city] as const),
    ...[DEMO_ADMIN, DEMO_CANDIDATE, ...DEMO_RECRUITERS, ...DEMO_CANDIDATES].map(
      (person) => [person.iso2, person.city] as const,
    ),
  ];
  const countryRows = await tx.select({ id: countries.id, iso2: countries.iso2 }).from(countries);
  const countryIds = new Map(countryRows.map((row) => [row.iso2, row.id]));
  const isoById = new Map(countryRows.map((row) => [row.id, row.iso2]));
  const cityRows = await tx
    .select({ id: cities.id, countryId: cities.countryId, name: cities.name })
    .from(cities)
    .where(
      and(
        inArray(cities.countryId, [
          ...new Set(places.map(([iso2]) => lookup(countryIds, iso2, 'country'))),
        ]),
        inArray(cities.name, [...new Set(places.map(([, city]) => city))]),
      ),
    );
  const cityIds = new Map(
    cityRows.map((row) => [`${isoById.get(row.countryId)}/${row.name}`, row.id]),
  );

  const codes = async (table: PgTable) => {
    const { rows } = await tx.execute<{ id: number; code: string }>(
      sql`select id, code from ${table}`,
    );
    return new Map(rows.map((row) => [row.code, row.id]));
  };
  const industryIds = await codes(industries);
  const jobTypeIds = await codes(jobTypes);
  const recruitmentTypeIds = await codes(recruitmentTypes);
  const educationIds = await codes(educationLevels);

  return {
    countryId: (iso2) => lookup(countryIds, iso2, 'country'),
    cityId: (iso2, name) => lookup(cityIds, `${iso2}/${name}`, 'city'),
    industryId: (code) => lookup(industryIds, code, 'industry'),
    jobTypeId: (code) => lookup(jobTypeIds, code, 'job type'),
    recruitmentTypeId: (code) => lookup(recruitmentTypeIds, code, 'recruitment type'),
    educationLevelId: (code) => lookup(educationIds, code, 'education level'),
  };
}
