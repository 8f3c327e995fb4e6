import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  jobAdminListQuerySchema,
  jobAdminListResponseSchema,
  type JobAdminListItem,
  type JobAdminListQuery,
} from '#shared/schemas/job-admin-list.ts';
import type { Queryable } from '../../db/client.ts';
import { valueByKey } from '../../db/value-by-key.ts';
import {
  cities,
  companies,
  countries,
  files,
  jobRecruiters,
  jobResponsibles,
  jobStatuses,
  jobTypes,
  jobs,
  recruitmentTypes,
  remoteTypes,
  salaryTypes,
  users,
} from '../../db/schema/index.ts';
import { callerCompanyIds, isStaff } from '../../platform/company-access.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';

/** Company ids the caller manages, or null for staff (every company). */
type Scope = number[] | null;

function columns(lang: 'en' | 'tr') {
  const tr = lang === 'tr';
  const name = <T extends { nameEn: AnyPgColumn; nameTr: AnyPgColumn }>(table: T) =>
    tr ? table.nameTr : table.nameEn;
  return {
    id: jobs.publicId,
    slug: jobs.slug,
    title: jobs.title,
    referenceCode: jobs.referenceCode,
    statusId: jobs.statusId,
    statusName: name(jobStatuses),
    statusColor: jobStatuses.colorCode,
    companyId: companies.publicId,
    companyName: companies.name,
    logoId: sql<string | null>`(select ${files.publicId} from ${files}
      where ${files.id} = ${companies.logoFileId} and ${files.deletedAt} is null)`,
    countryId: jobs.countryId,
    countryName: valueByKey(countries, name(countries), jobs.countryId),
    cityId: jobs.cityId,
    cityName: valueByKey(cities, cities.name, jobs.cityId),
    jobTypeName: valueByKey(jobTypes, name(jobTypes), jobs.jobTypeId),
    recruitmentTypeName: valueByKey(
      recruitmentTypes,
      name(recruitmentTypes),
      jobs.recruitmentTypeId,
    ),
    remoteTypeName: valueByKey(remoteTypes, name(remoteTypes), jobs.remoteTypeId),
    rewardMinor: jobs.rewardMinor,
    rewardCurrency: jobs.rewardCurrency,
    salaryMinMinor: jobs.salaryMinMinor,
    salaryMaxMinor: jobs.salaryMaxMinor,
    salaryCurrency: jobs.salaryCurrency,
    salaryTypeName: valueByKey(salaryTypes, name(salaryTypes), jobs.salaryTypeId),
    createdAt: jobs.createdAt,
  };
}

type Row = {
  id: string;
  slug: string;
  title: string;
  referenceCode: string;
  statusId: number;
  statusName: string;
  statusColor: string;
  companyId: string;
  companyName: string;
  logoId: string | null;
  countryId: number | null;
  countryName: string | null;
  cityId: number | null;
  cityName: string | null;
  jobTypeName: string | null;
  recruitmentTypeName: string | null;
  remoteTypeName: string | null;
  rewardMinor: number;
  rewardCurrency: string;
  salaryMinMinor: number | null;
  salaryMaxMinor: number | null;
  salaryCurrency: string | null;
  salaryTypeName: string | null;
  createdAt: Date;
};

/** Someone named on the job through `table` (responsibles or assigned recruiters). */
function assigned(table: typeof jobResponsibles | typeof jobRecruiters, userPublicId: string) {
  return sql`exists (select 1 from ${table} join ${users} on ${users.id} = ${table.userId}
    where ${table.jobId} = ${jobs.id} and ${users.publicId} = ${userPublicId})`;
}

function toItem({ logoId, rewardMinor, rewardCurrency, ...row }: Row): JobAdminListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    referenceCode: row.referenceCode,
    statusId: row.statusId,
    statusName: row.statusName,
    statusColor: row.statusColor,
    companyId: row.companyId,
    companyName: row.companyName,
    companyLogoUrl: logoId ? `/api/files/${logoId}` : null,
    countryId: row.countryId,
    countryName: row.countryName,
    cityId: row.cityId,
    cityName: row.cityName,
    jobTypeName: row.jobTypeName,
    recruitmentTypeName: row.recruitmentTypeName,
    remoteTypeName: row.remoteTypeName,
    reward: { amountMinor: Number(rewardMinor), currency: rewardCurrency },
    salary: {
      minMinor: row.salaryMinMinor === null ? null : Number(row.salaryMinMinor),
      maxMinor: row.salaryMaxMinor === null ? null : Number(row.salaryMaxMinor),
      currency: row.salaryCurrency,
      typeName: row.salaryTypeName,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The jobs a company member manages (their companies' jobs, every status) or, for staff, every
 * job: what the spec's job openings call (sqlId 3) lists with a status, a company or an assigned
 * person, and what its payment flow (sqlId 28) finds by reference code.
 */
export const jobAdminList: ListResource<JobAdminListQuery, Scope, Row, JobAdminListItem> = {
  base: '/api/job-admin/jobs',
  tags: ['job-admin'],
  rights: { menu: 'jobsEdit' },
  schemas: { query: jobAdminListQuerySchema, page: jobAdminListResponseSchema },
  scope: async ({ db, auth }) => (isStaff(auth) ? null : callerCompanyIds(db, auth)),
  select: (db: Queryable, query) =>
    db
      .select(columns(query.lang))
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId)),
  count: (db) => db.select({ value: count() }).from(jobs),
  // Lookups a row: made for the page's rows only.
  keys: (db) => db.select({ key: jobs.id }).from(jobs),
  where: (query, scope) =>
    and(
      scope === null ? undefined : scope.length > 0 ? inArray(jobs.companyId, scope) : sql`false`,
      query.companyId
        ? sql`${jobs.companyId} = (select ${companies.id} from ${companies} where ${companies.publicId} = ${query.companyId})`
        : undefined,
      query.statusId === undefined ? undefined : eq(jobs.statusId, query.statusId),
      query.responsibleId ? assigned(jobResponsibles, query.responsibleId) : undefined,
      query.recruiterId ? assigned(jobRecruiters, query.recruiterId) : undefined,
      query.countryIds.length > 0 ? inArray(jobs.countryId, query.countryIds) : undefined,
      query.cityId === undefined ? undefined : eq(jobs.cityId, query.cityId),
      query.jobTypeId === undefined ? undefined : eq(jobs.jobTypeId, query.jobTypeId),
      query.recruitmentTypeId === undefined
        ? undefined
        : eq(jobs.recruitmentTypeId, query.recruitmentTypeId),
      query.remoteTypeId === undefined ? undefined : eq(jobs.remoteTypeId, query.remoteTypeId),
      query.postedAfter
        ? gte(jobs.createdAt, new Date(`${query.postedAfter}T00:00:00Z`))
        : undefined,
      query.referenceCode ? eq(jobs.referenceCode, query.referenceCode) : undefined,
      textMatch(query.q, [jobs.title, jobs.referenceCode]),
    ),
  sorts: () => ({
    createdAt: jobs.createdAt,
    title: sql`lower(${jobs.title})`,
    referenceCode: jobs.referenceCode,
    statusId: jobs.statusId,
  }),
  tieBreak: { column: jobs.id, order: 'same' },
  toItem,
};
