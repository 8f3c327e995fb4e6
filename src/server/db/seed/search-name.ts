import { searchFold } from '#shared/format/search-fold.ts';

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The form a city or keyword is stored in for search: the shared `searchFold` (the same as the
 * client's filters and the database's `search_fold`), with a fast path for plain ASCII names,
 * which only need lower-casing (ASCII I lower-cases to i).
 */
export function toSearchName(value: string): string {
  if (ASCII.test(value)) return value.toLowerCase().replace(/\s+/g, ' ').trim();
  return searchFold(value);
}
