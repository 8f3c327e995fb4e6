import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { JobAdminListItem } from '#shared/schemas/job-admin-list.ts';
import {
  JOB_SEARCH_MAX_SIZE,
  SEARCH_TOTAL_CAP,
  type JobDetail,
  type JobSearchResponse,
  type SimilarJobsResponse,
  type WorkTypeCode,
} from '#shared/schemas/jobs.ts';
import { InvalidParameter } from '../parameters.ts';
import { okBody } from '../answers.ts';
import type { SpecRow, SqlIdContext, SqlIdHandler } from '../sql-id.ts';
import {
  checkUserParam,
  countryIdsParam,
  dayParam,
  lineParam,
  lookupIdParam,
  publicIdParam,
} from './job-parameters.ts';
import { adminRow, detailRow, summaryRow } from './job-rows.ts';

/** The spec sends no paging: the first 100 rows, newest first, unless pin_page / pin_page_size ask. */
export const DEFAULT_PAGE_SIZE = 100;

/** pin_is_remote: 1 onsite, 2 remote, 3 hybrid (our remote type ids are the same). */
const WORK_TYPES: Record<number, WorkTypeCode> = { 1: 'onsite', 2: 'remote', 3: 'hybrid' };

type Filters = {
  countryIds: number[];
  cityId?: number;
  companyId?: string;
  statusId?: number;
  responsibleId?: string;
  recruiterId?: string;
  keyword?: string;
  recruitmentTypeId?: number;
  jobTypeId?: number;
  remoteTypeId?: number;
  postedAfter?: string;
};

function readFilters({ params }: SqlIdContext): Filters {
  const remoteTypeId = params.int('pin_is_remote');
  if (remoteTypeId !== undefined && !WORK_TYPES[remoteTypeId])
    throw new InvalidParameter('pin_is_remote');
  return {
    countryIds: countryIdsParam(params, 'pin_country_id'),
    cityId: lookupIdParam(params, 'pin_city_id'),
    companyId: publicIdParam(params, 'pin_company_id'),
    statusId: lookupIdParam(params, 'pin_status_id'),
    responsibleId: publicIdParam(params, 'pin_assigned_company_user_id'),
    recruiterId: publicIdParam(params, 'pin_assigned_internal_user_id'),
    keyword: lineParam(params, 'piv_search_text', 100),
    recruitmentTypeId: lookupIdParam(params, 'pin_recruitment_type_id'),
    jobTypeId: lookupIdParam(params, 'pin_job_type_id'),
    remoteTypeId,
    postedAfter: dayParam(params, 'piv_posted_after_date'),
  };
}

type Paging = { page: number; size: number };

function paging({ params }: SqlIdContext): Paging {
  const page = params.int('pin_page') ?? 1;
  const size = params.int('pin_page_size') ?? DEFAULT_PAGE_SIZE;
  if (page < 1) throw new InvalidParameter('pin_page');
  if (size < 1 || size > DEFAULT_PAGE_SIZE) throw new InvalidParameter('pin_page_size');
  return { page, size };
}

function query(values: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') search.set(name, String(value));
  return search.toString();
}

/**
 * Open jobs through the public search (GET /api/jobs). It pages by at most 50, so a page of up
 * to 100 rows is read from the two or three search pages it spans; its total stops at 1,000.
 */
async function publicRows(
  context: SqlIdContext,
  filters: Filters,
  { page, size }: Paging,
): Promise<SpecRow[]> {
  const base = query({
    countryIds: filters.countryIds.join(','),
    keyword: filters.keyword,
    workType: filters.remoteTypeId === undefined ? undefined : WORK_TYPES[filters.remoteTypeId],
    jobTypeId: filters.jobTypeId,
    recruitmentTypeId: filters.recruitmentTypeId,
    cityId: filters.cityId,
    companyId: filters.companyId,
    postedAfter: filters.postedAfter,
    lang: context.language,
  });
  const offset = (page - 1) * size;
  let innerPage = Math.floor(offset / JOB_SEARCH_MAX_SIZE) + 1;
  let skip = offset % JOB_SEARCH_MAX_SIZE;
  const items: JobSearchResponse['items'] = [];
  let total = 0;
  while (items.length < size && (innerPage - 1) * JOB_SEARCH_MAX_SIZE < SEARCH_TOTAL_CAP) {
    const url = `/api/jobs?${base}&page=${innerPage}&size=${JOB_SEARCH_MAX_SIZE}`;
    const found = okBody<JobSearchResponse>(await context.call({ url }), context.language);
    total = found.total;
    items.push(...found.items.slice(skip));
    if (found.items.length < JOB_SEARCH_MAX_SIZE) break;
    skip = 0;
    innerPage += 1;
  }
  return items.slice(0, size).map((job) => summaryRow(job, total));
}

/** Any status, for staff and company members: the back-office list (GET /api/job-admin/jobs). */
async function adminRows(
  context: SqlIdContext,
  filters: Filters,
  { page, size }: Paging,
): Promise<SpecRow[]> {
  const url = `/api/job-admin/jobs?${query({
    companyId: filters.companyId,
    statusId: filters.statusId,
    responsibleId: filters.responsibleId,
    recruiterId: filters.recruiterId,
    countryIds: filters.countryIds.join(','),
    cityId: filters.cityId,
    jobTypeId: filters.jobTypeId,
    recruitmentTypeId: filters.recruitmentTypeId,
    remoteTypeId: filters.remoteTypeId,
    postedAfter: filters.postedAfter,
    q: filters.keyword,
    lang: context.language,
    page,
    size,
  })}`;
  const found = okBody<{ items: JobAdminListItem[]; total: number }>(
    await context.call({ url }),
    context.language,
  );
  return found.items.map((job) => adminRow(job, found.total));
}

/** One job (GET /api/jobs/:id): a job the caller may not see is no row, as an unknown one. */
async function detail(context: SqlIdContext, jobId: string): Promise<SpecRow[]> {
  const response = await context.call({ url: `/api/jobs/${jobId}?lang=${context.language}` });
  if (response.statusCode === 404) return [];
  return [detailRow(okBody<JobDetail>(response, context.language))];
}

/** Our addition: open jobs like this one (GET /api/jobs/:id/similar). */
async function similar(context: SqlIdContext, jobId: string): Promise<SpecRow[]> {
  const response = await context.call({
    url: `/api/jobs/${jobId}/similar?lang=${context.language}`,
  });
  if (response.statusCode === 404) return [];
  const { items } = okBody<SimilarJobsResponse>(response, context.language);
  return items.map((job) => summaryRow(job, items.length));
}

export const jobOpeningsSqlId: SqlIdHandler = {
  sqlId: 3,
  summary:
    'Job openings and job detail (public; staff and company members also their non-open jobs): ' +
    'pin_job_opening_id gives the one detail row; otherwise the filtered list, newest first, ' +
    `the first ${DEFAULT_PAGE_SIZE} rows (pin_page, pin_page_size up to ${DEFAULT_PAGE_SIZE})`,
  async run(context) {
    const { params, caller } = context;
    checkUserParam(context, 'pin_user_id');
    const jobId = publicIdParam(params, 'pin_job_opening_id');
    if (jobId) return detail(context, jobId);
    const similarTo = publicIdParam(params, 'pin_similar_to_job_id');
    if (similarTo) return similar(context, similarTo);
    const filters = readFilters(context);
    const pages = paging(context);
    const manager = caller.staff || caller.auth?.roleId === ROLE.company;
    const assignedFilter = filters.responsibleId !== undefined || filters.recruiterId !== undefined;
    const openOnly = filters.statusId === JOB_STATUS.open && !assignedFilter;
    if (!openOnly && manager) return adminRows(context, filters, pages);
    // Others see open jobs only: asking for another status or for who is assigned finds none.
    if (assignedFilter || (filters.statusId !== undefined && !openOnly)) return [];
    return publicRows(context, filters, pages);
  },
};
