import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import {
  companiesExportQuerySchema,
  companiesQuerySchema,
  companiesResponseSchema,
  type CompaniesQuery,
  type CompanyListItem,
} from '#shared/schemas/companies.ts';
import type { Queryable } from '../../db/client.ts';
import { cities, companies, countries, files, industries } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';

type Lang = 'en' | 'tr';

const memberCount = sql<number>`(select count(*)::int from company_members m
  where m.company_id = ${companies.id} and m.removed_at is null)`;
const openJobCount = sql<number>`(select count(*)::int from jobs j
  where j.company_id = ${companies.id} and j.status_id = ${JOB_STATUS.open})`;
const industryName = (lang: Lang) => (lang === 'tr' ? industries.nameTr : industries.nameEn);
const countryName = (lang: Lang) => (lang === 'tr' ? countries.nameTr : countries.nameEn);

const select = (db: Queryable, query: CompaniesQuery) =>
  db
    .select({
      id: companies.publicId,
      name: companies.name,
      industryId: companies.industryId,
      industryName: industryName(query.lang),
      countryId: companies.countryId,
      countryName: countryName(query.lang),
      cityName: cities.name,
      website: companies.website,
      active: companies.active,
      memberCount,
      openJobCount,
      logoId: files.publicId,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(files, eq(files.id, companies.logoFileId));

type Row = Awaited<ReturnType<typeof select>>[number];

function where(query: CompaniesQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [textMatch(query.q, [companies.name, companies.website])];
  if (query.active !== undefined) filters.push(eq(companies.active, query.active));
  if (query.industryId) filters.push(eq(companies.industryId, query.industryId));
  if (query.countryId) filters.push(eq(companies.countryId, query.countryId));
  return and(...filters);
}

const toItem = (row: Row): CompanyListItem => ({
  id: row.id,
  name: row.name,
  industryId: row.industryId,
  industryName: row.industryName,
  countryId: row.countryId,
  countryName: row.countryName,
  cityName: row.cityName,
  website: row.website,
  active: row.active,
  memberCount: Number(row.memberCount),
  openJobCount: Number(row.openJobCount),
  logoUrl: row.logoId ? fileUrl(row.logoId) : null,
  createdAt: row.createdAt.toISOString(),
});

/** The staff company list (menu `companies`) and its CSV export. */
export const companyList: ListResource<CompaniesQuery, null, Row, CompanyListItem> = {
  base: '/api/companies',
  tags: ['companies'],
  rights: { menu: 'companies' },
  schemas: {
    query: companiesQuerySchema,
    exportQuery: companiesExportQuerySchema,
    page: companiesResponseSchema,
  },
  scope: () => null,
  select,
  count: (db) => db.select({ value: count() }).from(companies),
  // Member and open job counts cost a query a row: computed for the page's rows only.
  keys: (db) =>
    db
      .select({ key: companies.id })
      .from(companies)
      .leftJoin(industries, eq(industries.id, companies.industryId))
      .leftJoin(countries, eq(countries.id, companies.countryId)),
  where,
  sorts: (query) => ({
    name: sql`lower(${companies.name})`,
    industry: sql`lower(${industryName(query.lang)})`,
    country: sql`lower(${countryName(query.lang)})`,
    active: companies.active,
    memberCount,
    openJobCount,
    createdAt: companies.createdAt,
  }),
  tieBreak: { column: companies.id, order: 'asc' },
  toItem,
  csv: {
    fileName: 'companies.csv',
    header: () => [
      'Name',
      'Industry',
      'Country',
      'City',
      'Website',
      'Active',
      'Members',
      'Open jobs',
      'Created',
    ],
    row: (row) => [
      row.name,
      row.industryName,
      row.countryName,
      row.cityName,
      row.website,
      row.active ? 'yes' : 'no',
      row.memberCount,
      row.openJobCount,
      row.createdAt.slice(0, 10),
    ],
  },
};
