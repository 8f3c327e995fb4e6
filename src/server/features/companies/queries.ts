import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type {
  CompanyDetail,
  CompanyListItem,
  CompanyMember,
  companiesExportQuerySchema,
  companiesQuerySchema,
} from '#shared/schemas/companies.ts';
import type { Queryable } from '../../db/client.ts';
import {
  cities,
  companies,
  companyMembers,
  countries,
  files,
  industries,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { fileUrl } from '../files/store-upload.ts';

type ListQuery = z.output<typeof companiesQuerySchema>;
type ExportQuery = z.output<typeof companiesExportQuerySchema>;
type Lang = 'en' | 'tr';

const memberCount = sql<number>`(select count(*)::int from company_members m
  where m.company_id = ${companies.id} and m.removed_at is null)`;
const openJobCount = sql<number>`(select count(*)::int from jobs j
  where j.company_id = ${companies.id} and j.status_id = ${JOB_STATUS.open})`;
const industryName = (lang: Lang) => (lang === 'tr' ? industries.nameTr : industries.nameEn);
const countryName = (lang: Lang) => (lang === 'tr' ? countries.nameTr : countries.nameEn);

/** Sort columns of the list: an explicit whitelist, so nothing else reaches ORDER BY. */
const sortColumns = (lang: Lang) =>
  ({
    name: sql`lower(${companies.name})`,
    industry: sql`lower(${industryName(lang)})`,
    country: sql`lower(${countryName(lang)})`,
    active: companies.active,
    memberCount,
    openJobCount,
    createdAt: companies.createdAt,
  }) as const;

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function listWhere(query: ExportQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.active !== undefined) filters.push(eq(companies.active, query.active));
  if (query.industryId) filters.push(eq(companies.industryId, query.industryId));
  if (query.countryId) filters.push(eq(companies.countryId, query.countryId));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const match = or(ilike(companies.name, pattern), ilike(companies.website, pattern));
    if (match) filters.push(match);
  }
  return filters.length ? and(...filters) : undefined;
}

function listSelect(db: Queryable, query: ExportQuery) {
  const column = sortColumns(query.lang)[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  return db
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
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(listWhere(query))
    .orderBy(sql`${direction(column)} nulls last`, asc(companies.id));
}

type ListRow = Awaited<ReturnType<typeof listSelect>>[number];

const toItem = (row: ListRow): CompanyListItem => ({
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

/** One page of the staff company list; paging, sorting and filtering happen in SQL. */
export async function listCompanies(db: Queryable, query: ListQuery) {
  const [rows, [total]] = await Promise.all([
    listSelect(db, query)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(companies).where(listWhere(query)),
  ]);
  return { items: rows.map(toItem), total: total?.value ?? 0, page: query.page, size: query.size };
}

/** Rows of the CSV export: the list's filters and sort, at most `limit` rows. */
export async function exportCompanies(db: Queryable, query: ExportQuery, limit: number) {
  const rows = await listSelect(db, query).limit(limit);
  return rows.map(toItem);
}

/** Current members of a company, owners first. */
export async function companyMemberList(
  db: Queryable,
  companyId: number,
): Promise<CompanyMember[]> {
  const rows = await db
    .select({
      userId: users.publicId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      isOwner: companyMembers.isOwner,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)))
    .orderBy(desc(companyMembers.isOwner), asc(companyMembers.createdAt), asc(users.id));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

export type CompanyRow = typeof companies.$inferSelect;

export async function companyByPublicId(db: Queryable, publicId: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.publicId, publicId));
  if (!row) throw notFound('Company not found');
  return row;
}

/** The company with its logo URL and current members. */
export async function companyDetail(db: Queryable, companyId: number): Promise<CompanyDetail> {
  const [row] = await db
    .select({ company: companies, logoId: files.publicId })
    .from(companies)
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company not found');
  const c = row.company;
  return {
    id: c.publicId,
    name: c.name,
    website: c.website,
    industryId: c.industryId,
    countryId: c.countryId,
    cityId: c.cityId,
    companySize: (c.companySize as CompanyDetail['companySize']) ?? null,
    defaultCurrency: c.defaultCurrency,
    description: c.description,
    active: c.active,
    logoUrl: row.logoId ? fileUrl(row.logoId) : null,
    paymentCustomerId: c.paymentCustomerId,
    members: await companyMemberList(db, c.id),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
