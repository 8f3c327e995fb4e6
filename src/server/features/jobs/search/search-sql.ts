import { JOB_STATUS, REMOTE_TYPE } from '#shared/constants/domain.ts';
import { SEARCH_TOTAL_CAP, type JobSearchParams, type JobSortField } from '#shared/schemas/jobs.ts';
import { cappedCountSql, type TermConditions } from './count-sql.ts';
import { KEPT_NEWEST } from './newest-lists.ts';
import { GENERATION_SQL } from './search-cache.ts';

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
 * Up to this many matches a keyword search sorts the matches (bitmap scan + top-N sort); above it,
 * walking the date index until ten rows match is cheaper. Without the switch the planner walks the
 * whole index for a rare or absent word (42 s at a million jobs, measured). It is the count's cap:
 * a total below the cap is exact, so the bitmap holds at most that many rows.
 */
export const SPARSE_MATCHES = SEARCH_TOTAL_CAP;

/**
 * Within one country, up to this many keyword matches are fetched and sorted (the country +
 * keyword indexes find exactly them) rather than found by walking the country's dates, which
 * reads about 10 × (the country's jobs) / (matches) rows for a page of ten: 25,000 rows for a
 * word found 20 times among 50,000 jobs. The two cost the same near √(10 × jobs) matches, 700 for
 * 50,000 jobs and 220 for 5,000.
 */
export const FEW_IN_COUNTRY = 200;

type SortKey = { expr: string; dir: 'ASC' | 'DESC'; nullsLast?: boolean };

/** The sort keys of a search and the joins they need (company and location sort by lookup names). */
function sortPlan(
  sort: JobSortField,
  order: 'asc' | 'desc',
  lang: 'en' | 'tr',
  sparse = false,
): { keys: SortKey[]; joins: string } {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const newest: SortKey = { expr: 'j.created_at', dir: 'DESC' };
  const tieBreak: SortKey = { expr: 'j.id', dir };
  if (sort === 'company')
    return {
      keys: [{ expr: 'c.name', dir }, newest, tieBreak],
      joins: 'JOIN companies c ON c.id = j.company_id',
    };
  if (sort === 'location')
    return {
      keys: [
        { expr: lang === 'tr' ? 'co.name_tr' : 'co.name_en', dir, nullsLast: true },
        { expr: 'ci.name', dir, nullsLast: true },
        newest,
        tieBreak,
      ],
      joins:
        'LEFT JOIN countries co ON co.id = j.country_id LEFT JOIN cities ci ON ci.id = j.city_id',
    };
  if (sort === 'name') return { keys: [{ expr: 'j.title', dir }, newest, tieBreak], joins: '' };
  // Amounts of two currencies are never compared: rewards are grouped by currency (the page says
  // so), then sorted by amount within each.
  if (sort === 'reward')
    return {
      keys: [
        { expr: 'j.reward_currency', dir: 'ASC' },
        { expr: 'j.reward_minor', dir },
        newest,
        tieBreak,
      ],
      joins: '',
    };
  return { keys: [{ expr: createdSortKey(sparse), dir }, tieBreak], joins: '' };
}

/**
 * The creation date to sort by: with few matches, `+ interval '0'` hides the column from the
 * planner's index-order matching, so the matches are fetched through the keyword indexes and
 * sorted instead of found by walking the date index.
 */
const createdSortKey = (sortMatches: boolean) =>
  sortMatches ? `(j.created_at + interval '0 seconds')` : 'j.created_at';

/**
 * One country's condition and date order: its few matches sorted, or a walk of its own date index
 * (`jobs_open_country_created_text_idx`). For the walk the country is `= ANY` of one id and leads
 * the order, as in that index: with `= id` the planner walked `jobs_status_created_idx` over every
 * country's open jobs instead (it takes that index's order of the table from `status_id`, which
 * is perfect): 24,000 rows read for ten matches of 'react' in Australia, 100 ms at 1M jobs.
 */
function countryOrder(countryId: number, few: boolean, dir: 'ASC' | 'DESC') {
  const id = Number(countryId);
  if (few) return `j.country_id = ${id} ORDER BY ${createdSortKey(true)} ${dir}, j.id ${dir}`;
  const countryDir = dir === 'DESC' ? 'ASC' : 'DESC';
  return `j.country_id = ANY('{${id}}'::int[])
    ORDER BY j.country_id ${countryDir}, j.created_at ${dir}, j.id ${dir}`;
}

const orderClause = (keys: SortKey[]) =>
  keys.map((key) => `${key.expr} ${key.dir}${key.nullsLast ? ' NULLS LAST' : ''}`).join(', ');

/** The keyword's terms: its comma-separated parts, blanks dropped (one term without a comma). */
export function keywordTerms(keyword: string): string[] {
  return keyword
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** A term of words joined by hyphens or spaces, written as one word; null for a single word. */
export function joinedTerm(term: string): string | null {
  const joined = term.replace(/([\p{L}\p{N}])[-‐\s]+(?=[\p{L}\p{N}])/gu, '$1');
  return joined === term ? null : joined;
}

/** The WHERE clause and its values, countries aside; the keyword is folded and LIKE-escaped in SQL. */
export function searchFilter(params: JobSearchParams, now = new Date()) {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // A literal, not a parameter: it must match the partial indexes' predicate.
  const where = [`j.status_id = ${JOB_STATUS.open}`];
  const terms: TermConditions[] = [];
  // 'Ankara, Türkiye' (a location as the pages show it) is two terms, each of which must match.
  for (const term of keywordTerms(params.keyword)) {
    const k = param(term);
    const like = (value: string) =>
      `j.search_text LIKE '%' || replace(replace(replace(search_fold(${value}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
    // 'front-end' and 'front end' also find 'frontend' (and the index holds 'front-end' jobs'
    // words joined too, so 'frontend' finds them): the joined form of a term that has one.
    const joined = joinedTerm(term);
    const text = joined ? `(${like(k)} OR ${like(param(joined))})` : like(k);
    const fullText = `j.search_tsv @@ (plainto_tsquery('english', search_fold(${k})) || plainto_tsquery('turkish', search_fold(${k})))`;
    terms.push({ text, fullText, word: `search_fold(${k})` });
    where.push(`(${text} OR ${fullText})`);
  }
  const keywordOnly = where.length;
  if (params.jobType)
    where.push(`j.job_type_id = (SELECT id FROM job_types WHERE code = ${param(params.jobType)})`);
  if (params.workType) where.push(`j.remote_type_id = ${param(WORK_TYPE_IDS[params.workType])}`);
  const after = postedAfter(params.datePosted, now);
  if (after) where.push(`j.created_at >= ${param(after)}`);
  // The filters by id (the spec's sqlId 3): absent, the statements are exactly those above.
  if (params.jobTypeId !== undefined) where.push(`j.job_type_id = ${param(params.jobTypeId)}`);
  if (params.recruitmentTypeId !== undefined)
    where.push(`j.recruitment_type_id = ${param(params.recruitmentTypeId)}`);
  if (params.cityId !== undefined) where.push(`j.city_id = ${param(params.cityId)}`);
  if (params.companyId !== undefined)
    where.push(
      `j.company_id = (SELECT id FROM companies WHERE public_id = ${param(params.companyId)})`,
    );
  if (params.postedAfter !== undefined)
    where.push(`j.created_at >= ${param(new Date(`${params.postedAfter}T00:00:00Z`))}`);
  // The keyword's conditions apart, for the counts (`cappedCountSql`), when nothing else filters.
  const keywordAlone = terms.length > 0 && where.length === keywordOnly ? terms : null;
  return { where: where.join(' AND '), values, keywordAlone };
}

/**
 * The statements of one search. The filter's values come first and the countries last, so that the
 * counts can be kept per country: a job has one country, so the total of a search over several
 * countries is the sum of its totals per country (each capped), and far fewer distinct counts are
 * needed than distinct searches.
 */
export function searchStatements(params: JobSearchParams) {
  const { where, values, keywordAlone } = searchFilter(params);
  const countries = [...new Set(params.countryIds)];
  const countryParam = `$${values.length + 1}`;
  const withCountries = countries.length > 0 ? [...values, countries] : values;
  const pageWhere =
    countries.length > 0 ? `${where} AND j.country_id = ANY(${countryParam}::int[])` : where;
  const offset = (params.page - 1) * params.size;
  const dir = params.order === 'asc' ? 'ASC' : 'DESC';
  // One row: the page's ids in order, and the generation, read by the same statement as they were.
  const pageSql = (idsSql: string, pageValues: unknown[]) => ({
    sql: `SELECT (${GENERATION_SQL}) AS generation, ARRAY(${idsSql}) AS ids`,
    values: pageValues,
  });
  /**
   * Newest first within some countries: each country's own date index walked for the rows the page
   * needs (or, with only a few matches there, its matches sorted), then merged. One walk over all
   * countries would step over every other country's jobs. Countries known to have no match are left out.
   */
  const newestPerCountry = (countryCounts?: ReadonlyMap<number, number>) => {
    const parts = countries
      .filter((id) => countryCounts?.get(id) !== 0)
      .map((id) => {
        const few = (countryCounts?.get(id) ?? Infinity) <= FEW_IN_COUNTRY;
        return `(SELECT j.id, j.created_at FROM jobs j WHERE ${where} AND ${countryOrder(id, few, dir)}
          LIMIT ${offset + params.size})`;
      });
    if (parts.length === 0) return pageSql('SELECT NULL::int WHERE false', []);
    return pageSql(
      `SELECT u.id FROM (${parts.join(' UNION ALL ')}) u
        ORDER BY u.created_at ${dir}, u.id ${dir} LIMIT ${params.size} OFFSET ${offset}`,
      values,
    );
  };
  return {
    values,
    countries,
    // Only jobs (and the sort's lookups) are involved in picking the page; `loadSummaries` fills it.
    ids: (sparse: boolean, countryCounts?: ReadonlyMap<number, number>) => {
      if (countries.length > 0 && params.sort === 'createDate')
        return newestPerCountry(countryCounts);
      const { keys, joins } = sortPlan(params.sort, params.order, params.lang, sparse);
      return pageSql(
        `SELECT j.id FROM jobs j ${joins} WHERE ${pageWhere}
          ORDER BY ${orderClause(keys)} LIMIT ${params.size} OFFSET ${offset}`,
        withCountries,
      );
    },
    // One row per country (or one for all), each with the generation its count belongs to.
    // Each country its own branch, with its id written in: a correlated `country_id = c.id` got
    // one generic plan, a sequential scan that read the whole table for a rare match (1M jobs).
    countSql:
      countries.length > 0
        ? countries
            .map(
              (id) =>
                `SELECT ${Number(id)} AS "countryId", ${cappedCountSql(where, keywordAlone, id)} AS n,
                  (${GENERATION_SQL}) AS generation`,
            )
            .join(' UNION ALL ')
        : `SELECT NULL::int AS "countryId", ${cappedCountSql(where, keywordAlone, null)} AS n, (${GENERATION_SQL}) AS generation`,
    /**
     * The newest `KEPT_NEWEST` matches of each of these countries, one row per country with the
     * generation read by the same statement. A country with `few` matches has them sorted, as in
     * `newestPerCountry`; the others walk their date index.
     */
    newestLists: (plans: ReadonlyArray<{ countryId: number; few: boolean }>) => ({
      sql: plans
        .map(({ countryId, few }) => {
          const order = 'ORDER BY n.created_at DESC, n.id DESC';
          return `SELECT ${Number(countryId)} AS "countryId", (${GENERATION_SQL}) AS generation,
            coalesce(array_agg(n.id ${order}), '{}'::int[]) AS ids,
            coalesce(array_agg((extract(epoch FROM n.created_at) * 1000000)::float8 ${order}),
              '{}'::float8[]) AS "createdUs"
            FROM (SELECT j.id, j.created_at FROM jobs j WHERE ${where} AND ${countryOrder(countryId, few, 'DESC')}
              LIMIT ${KEPT_NEWEST}) n`;
        })
        .join(' UNION ALL '),
      values,
    }),
    /** The cache key of the count for one country (or for all when null), and of its newest list. */
    countKey: (countryId: number | null) =>
      `${where}\n${JSON.stringify(values)}\n${countryId ?? '*'}`,
    /** The cache key of this page's ids; only the location sort's order depends on the language. */
    pageKey: [
      where,
      JSON.stringify(values),
      [...countries].sort((a, b) => a - b).join(','),
      params.sort,
      params.order,
      params.sort === 'location' ? params.lang : '',
      params.page,
      params.size,
    ].join('\n'),
  };
}
