import { SEARCH_TOTAL_CAP } from '#shared/schemas/jobs.ts';

/**
 * How many of a country's newest matches the search cache keeps per filter: ten pages of ten,
 * two of fifty. A newest-first search over some countries is then a merge of their kept lists,
 * however the countries are combined; deeper pages read the database (`newestPerCountry`).
 */
export const KEPT_NEWEST = 100;

/**
 * Up to this many matches in a country (an exact count), its list sorts the matches the country +
 * keyword indexes find; above, it walks the country's date index, which reads about
 * `KEPT_NEWEST` × (the country's jobs) / (matches) rows: 500 rows for 1,000 matches among 5,000
 * jobs, 5,000 among 50,000. A list is read once per filter, country and generation.
 */
export const FEW_FOR_LIST = SEARCH_TOTAL_CAP;

/**
 * One country's newest matches for one filter, newest first (`created_at DESC, id DESC`): their
 * ids and their `created_at` in microseconds since 1970 (exact in a double until the year 2255).
 * A list shorter than `KEPT_NEWEST` holds every match.
 */
export type NewestList = { ids: number[]; createdUs: number[] };

/** Whether the list holds the first `needed` matches of its country in order. */
export const covers = (list: NewestList, needed: number) =>
  list.ids.length >= needed || list.ids.length < KEPT_NEWEST;

/**
 * The ids of rows `offset` to `offset + size` of the lists merged newest first, ties by the larger
 * id first, as the SQL sorts (a job has one country, so the lists never share a job).
 */
export function mergeNewest(lists: readonly NewestList[], offset: number, size: number): number[] {
  const needed = offset + size;
  const rows = lists.flatMap((list) =>
    list.ids.slice(0, needed).map((id, index) => ({ id, createdUs: list.createdUs[index] ?? 0 })),
  );
  rows.sort((a, b) => b.createdUs - a.createdUs || b.id - a.id);
  return rows.slice(offset, needed).map((row) => row.id);
}
