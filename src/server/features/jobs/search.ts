import type pg from 'pg';
import { JOB_STATUS, REMOTE_TYPE } from '#shared/constants/domain.ts';
import {
  SEARCH_TOTAL_CAP,
  type JobSearchParams,
  type JobSearchResponse,
  type JobSortField,
} from '#shared/schemas/jobs.ts';
import { flagsForJobs, type Caller } from './flags.ts';
import { SUMMARY_JOINS, summaryColumns, toSummary, type SummaryRow } from './summary-sql.ts';

const DAY_MS = 86_400_000;

/** 'today' starts at UTC midnight; a week and a month are the last 7 and 30 days (the spec's dates). */
export function postedAfter(code: JobSearchParams['datePosted'], now = new Date()): Date | null {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (code === 'today') return new Date(midnight);
  if (code === 'week') return new Date(midnight - 7 * DAY_MS);
  if (code === 'month') return new Date(midnight - 30 * DAY_MS);
  return null;
}

const WORK_TYPE_IDS = {
  remote: REMOTE_TYPE.remote,
  onsite: REMOTE_TYPE.onsite,
  hybrid: REMOTE_TYPE.hybrid,
} as const;

/**
 * Below this many matches a keyword search sorts the matches (bitmap scan + top-N sort); above it,
 * walking the date index until ten rows match is cheaper. Without the switch the planner walks the
 * whole index for a rare or absent word (42 s at a million jobs, measured).
 */
export const SPARSE_MATCHES = 2_000;

function orderBy(
  sort: JobSortField,
  order: 'asc' | 'desc',
  lang: 'en' | 'tr',
  sparse = false,
): string {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const country = lang === 'tr' ? 'co.name_tr' : 'co.name_en';
  // `+ interval '0'` hides the column from the planner's index-order matching.
  const created = sparse ? `(j.created_at + interval '0 seconds')` : 'j.created_at';
  const columns: Record<JobSortField, string> = {
    createDate: `${created} ${dir}`,
    company: `c.name ${dir}, j.created_at DESC`,
    name: `j.title ${dir}, j.created_at DESC`,
    location: `${country} ${dir} NULLS LAST, ci.name ${dir} NULLS LAST, j.created_at DESC`,
    reward: `j.reward_minor ${dir}, j.created_at DESC`,
  };
  return `${columns[sort]}, j.id ${dir}`;
}

/** The WHERE clause and its values; the keyword is folded and LIKE-escaped in SQL. */
export function searchFilter(params: JobSearchParams, now = new Date()) {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // A literal, not a parameter: it must match the partial indexes' predicate.
  const where = [`j.status_id = ${JOB_STATUS.open}`];
  if (params.countryIds.length > 0)
    where.push(`j.country_id = ANY(${param(params.countryIds)}::int[])`);
  if (params.keyword !== '') {
    const k = param(params.keyword);
    where.push(
      `(j.search_text LIKE '%' || replace(replace(replace(search_fold(${k}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'` +
        ` OR j.search_tsv @@ (plainto_tsquery('english', search_fold(${k})) || plainto_tsquery('turkish', search_fold(${k}))))`,
    );
  }
  if (params.jobType)
    where.push(`j.job_type_id = (SELECT id FROM job_types WHERE code = ${param(params.jobType)})`);
  if (params.workType) where.push(`j.remote_type_id = ${param(WORK_TYPE_IDS[params.workType])}`);
  const after = postedAfter(params.datePosted, now);
  if (after) where.push(`j.created_at >= ${param(after)}`);
  return { where: where.join(' AND '), values };
}

/** The statements of one search: the page (dense or sparse plan) and the capped count. */
export function searchStatements(params: JobSearchParams) {
  const { where, values } = searchFilter(params);
  const offset = (params.page - 1) * params.size;
  const pageSql = (
    sparse: boolean,
  ) => `SELECT ${summaryColumns(params.lang)} FROM jobs j ${SUMMARY_JOINS}
    WHERE ${where} ORDER BY ${orderBy(params.sort, params.order, params.lang, sparse)}
    LIMIT ${params.size} OFFSET ${offset}`;
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs j WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP + 1}) s`;
  return { pageSql, countSql, values };
}

/**
 * The SQL of one search, as the API runs it (the benchmark times this too): a keyword search
 * counts first (a bitmap scan of the search indexes) and picks the page plan by density; other
 * searches run page and count together.
 */
export async function runSearchQueries(
  pool: pg.Pool,
  params: JobSearchParams,
): Promise<{ rows: SummaryRow[]; counted: number; sparse: boolean }> {
  const { pageSql, countSql, values } = searchStatements(params);
  if (params.keyword !== '') {
    const counted = (await pool.query<{ n: number }>(countSql, values)).rows[0]?.n ?? 0;
    const sparse = counted < SPARSE_MATCHES;
    const rows = counted === 0 ? [] : (await pool.query<SummaryRow>(pageSql(sparse), values)).rows;
    return { rows, counted, sparse };
  }
  const [pageResult, count] = await Promise.all([
    pool.query<SummaryRow>(pageSql(false), values),
    pool.query<{ n: number }>(countSql, values),
  ]);
  return { rows: pageResult.rows, counted: count.rows[0]?.n ?? 0, sparse: false };
}

/**
 * One page of open jobs and the total (counted up to SEARCH_TOTAL_CAP + 1, so that a broad search
 * stays cheap at a million rows). Unnamed statements only: each search gets a plan for its own
 * values (a generic plan is poor for skewed country + keyword combinations).
 */
export async function searchJobs(
  pool: pg.Pool,
  params: JobSearchParams,
  caller: Caller,
): Promise<JobSearchResponse> {
  const { rows, counted } = await runSearchQueries(pool, params);
  const page = { rows };
  const flags = await flagsForJobs(
    pool,
    caller,
    page.rows.map((row) => row.internalId),
  );
  return {
    items: page.rows.map((row) =>
      toSummary(row, flags.get(row.internalId) ?? { showRefer: 1, showApply: 1 }),
    ),
    total: Math.min(counted, SEARCH_TOTAL_CAP),
    totalCapped: counted > SEARCH_TOTAL_CAP,
    page: params.page,
    size: params.size,
  };
}
