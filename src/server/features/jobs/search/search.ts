import type pg from 'pg';
import {
  SEARCH_TOTAL_CAP,
  type JobSearchParams,
  type JobSearchResponse,
} from '#shared/schemas/jobs.ts';
import { flagsForJobs, type Caller } from '../flags.ts';
import { closestKeyword } from './closest-keyword.ts';
import { queryCounts } from './count-sql.ts';
import { searchNewestFromLists, type CountRow } from './newest-search.ts';
import { readGeneration, searchCacheFor, type SearchCache } from './search-cache.ts';
import { SPARSE_MATCHES, searchStatements } from './search-sql.ts';
import { loadSummaries, toSummary, type SummaryRow } from './summary-sql.ts';

type Page = { ids: number[]; generation: string };
type Found = { rows: SummaryRow[]; counted: number; sparse: boolean };

/**
 * The SQL of one search, as the API runs it (the benchmark times it without `cache` too). Cold, a
 * keyword search counts first (a bitmap scan of the search indexes) and picks the page plan by
 * density, and other searches run page and count together; the page's ids then get their
 * summaries. With the cache, a page seen before costs one statement (its summaries, with the
 * generation), and known totals spare the count, each used only while its generation is current.
 * Newest first within countries, the page is merged from each country's kept newest matches.
 */
export async function runSearchQueries(
  pool: pg.Pool,
  params: JobSearchParams,
  cache?: SearchCache,
): Promise<Found> {
  const statements = searchStatements(params);
  const { ids, countSql, values, countries, countKey, pageKey } = statements;
  const keyword = params.keyword !== '';
  const sum = (counts: number[]) =>
    Math.min(
      counts.reduce((total, n) => total + n, 0),
      SEARCH_TOTAL_CAP + 1,
    );
  const pageOf = async (sparse: boolean, countryCounts?: Map<number, number>): Promise<Page> => {
    const statement = ids(sparse, countryCounts);
    const { rows } = await pool.query<Page>(statement.sql, statement.values);
    const page = rows[0] ?? { ids: [], generation: '' };
    cache?.pages.set(pageKey, page.ids, page.generation);
    return page;
  };
  const countRows = async () => {
    const rows = await queryCounts<CountRow>(pool, countSql, values);
    for (const row of rows) cache?.counts.set(countKey(row.countryId), row.n, row.generation);
    return rows;
  };
  const count = async () => {
    const rows = await countRows();
    const perCountry = new Map(rows.map((row) => [row.countryId ?? 0, row.n]));
    return { total: sum(rows.map((row) => row.n)), perCountry };
  };
  const summaries = async (page: Page) => (await loadSummaries(pool, page.ids, params.lang)).rows;

  if (cache && countries.length > 0 && params.sort === 'createDate' && params.order === 'desc') {
    const found = await searchNewestFromLists({
      pool,
      params,
      cache,
      statements,
      count: countRows,
    });
    if (found) return { ...found, sparse: keyword && found.counted <= SPARSE_MATCHES };
  }

  const keys = countries.length > 0 ? countries.map((id) => countKey(id)) : [countKey(null)];
  const counts = cache ? keys.map((key) => cache.counts.get(key)) : [];
  const known = cache !== undefined && counts.every((entry) => entry !== undefined);
  const total = known ? sum(counts.map((entry) => entry?.value ?? 0)) : 0;
  const sparse = keyword && total <= SPARSE_MATCHES;
  const current = (generation: string | undefined) =>
    counts.every((entry) => entry?.generation === generation);

  if (known && total === 0) {
    if (current(await readGeneration(pool))) return { rows: [], counted: 0, sparse };
  }
  const seen = known ? cache.pages.get(pageKey) : undefined;
  if (seen && seen.value.length > 0) {
    const loaded = await loadSummaries(pool, seen.value, params.lang);
    if (loaded.generation === seen.generation && current(seen.generation))
      return { rows: loaded.rows, counted: total, sparse };
  }
  if (known) {
    const perCountry = new Map(countries.map((id, index) => [id, counts[index]?.value ?? 0]));
    const page = await pageOf(sparse, perCountry);
    if (page.ids.length === 0 && params.page === 1) return { rows: [], counted: 0, sparse };
    const [rows, counted] = await Promise.all([
      summaries(page),
      current(page.generation) ? total : count().then((fresh) => fresh.total),
    ]);
    return { rows, counted, sparse };
  }
  if (keyword) {
    const fresh = await count();
    const sparseNow = fresh.total <= SPARSE_MATCHES;
    const rows =
      fresh.total === 0 ? [] : await summaries(await pageOf(sparseNow, fresh.perCountry));
    return { rows, counted: fresh.total, sparse: sparseNow };
  }
  const [page, fresh] = await Promise.all([pageOf(false), count()]);
  return { rows: await summaries(page), counted: fresh.total, sparse: false };
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
  let { rows, counted } = await runSearchQueries(pool, params, searchCacheFor(pool));
  // A misspelt keyword ('softwre') found nothing: the closest spelling, said so on the page.
  let correctedKeyword: string | undefined;
  if (counted === 0 && params.keyword !== '' && params.page === 1) {
    const closest = await closestKeyword(pool, params.keyword);
    if (closest) {
      const retried = await runSearchQueries(
        pool,
        { ...params, keyword: closest },
        searchCacheFor(pool),
      );
      if (retried.counted > 0) {
        ({ rows, counted } = retried);
        correctedKeyword = closest;
      }
    }
  }
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
    ...(correctedKeyword ? { correctedKeyword } : {}),
  };
}
