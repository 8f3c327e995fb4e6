import type pg from 'pg';
import { SEARCH_TOTAL_CAP, type JobSearchParams } from '#shared/schemas/jobs.ts';
import { FEW_FOR_LIST, KEPT_NEWEST, covers, mergeNewest, type NewestList } from './newest-lists.ts';
import { readGeneration, type SearchCache } from './search-cache.ts';
import type { searchStatements } from './search-sql.ts';
import { loadSummaries, type SummaryRow } from './summary-sql.ts';

export type CountRow = { countryId: number | null; n: number; generation: string };
type Found = { rows: SummaryRow[]; counted: number };
type Kept<T> = { value: T; generation: string };
type ListRow = NewestList & { countryId: number; generation: string };
type Lookup = {
  pool: pg.Pool;
  params: JobSearchParams;
  cache: SearchCache;
  statements: ReturnType<typeof searchStatements>;
  count: () => Promise<CountRow[]>;
};

/**
 * A newest-first search over some countries, paged from each country's kept newest matches
 * (`cache.newest`); the countries not yet kept are read in one statement. An answer holds only
 * what was read at the generation of the page's summaries (every count and every list), so it is
 * never stale. When the database has moved on, a second try reads again what is older; undefined
 * when that fails too or when the page lies beyond the kept lists: the caller then runs the SQL.
 * `count` counts every country of the search and keeps the counts.
 */
export async function searchNewestFromLists(lookup: Lookup): Promise<Found | undefined> {
  let answer = await fromLists(lookup);
  if (answer !== 'beyond' && 'generation' in answer)
    answer = await fromLists(lookup, answer.generation);
  return answer !== 'beyond' && 'rows' in answer ? answer : undefined;
}

/** One try; `want` is the generation the database showed last (older kept entries are read again). */
async function fromLists(
  { pool, params, cache, statements, count }: Lookup,
  want?: string,
): Promise<Found | 'beyond' | { generation: string | undefined }> {
  const { countries, countKey, newestLists } = statements;
  const offset = (params.page - 1) * params.size;
  const needed = offset + params.size;
  let counts: (Kept<number> | undefined)[] = countries.map((id) => cache.counts.get(countKey(id)));
  let generation = want ?? counts[0]?.generation;
  if (!counts.every((entry) => entry !== undefined && entry.generation === generation)) {
    const rows = await count();
    const byCountry = new Map(rows.map((row) => [row.countryId, row]));
    counts = countries.map((id) => {
      const row = byCountry.get(id);
      return row && { value: row.n, generation: row.generation };
    });
    generation = rows[0]?.generation;
  }
  const kept: Kept<NewestList>[] = [];
  const missing: { countryId: number; few: boolean }[] = [];
  for (const [index, countryId] of countries.entries()) {
    const n = counts[index]?.value ?? 0;
    if (n === 0) continue;
    const list = cache.newest.get(countKey(countryId));
    if (list && list.generation === generation && covers(list.value, needed)) kept.push(list);
    else if (needed <= KEPT_NEWEST || n < KEPT_NEWEST)
      missing.push({ countryId, few: n <= FEW_FOR_LIST });
    else return 'beyond';
  }
  if (missing.length > 0) {
    const statement = newestLists(missing);
    const { rows } = await pool.query<ListRow>(statement.sql, statement.values);
    for (const row of rows) {
      const list = { ids: row.ids, createdUs: row.createdUs };
      cache.newest.set(countKey(row.countryId), list, row.generation);
      if (row.generation !== generation) return { generation: row.generation };
      if (!covers(list, needed)) return 'beyond'; // only with a stale count
      kept.push({ value: list, generation: row.generation });
    }
  }
  const ids = mergeNewest(
    kept.map((list) => list.value),
    offset,
    params.size,
  );
  const loaded =
    ids.length > 0
      ? await loadSummaries(pool, ids, params.lang)
      : { rows: [], generation: await readGeneration(pool) };
  if (loaded.generation !== generation || loaded.rows.length !== ids.length)
    return { generation: loaded.generation };
  const total = counts.reduce((sum, entry) => sum + (entry?.value ?? 0), 0);
  return { rows: loaded.rows, counted: Math.min(total, SEARCH_TOTAL_CAP + 1) };
}
