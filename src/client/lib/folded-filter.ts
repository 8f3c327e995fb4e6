import { FilterService } from 'primereact/api';
import { searchFold } from '#shared/format/search-fold.ts';

/**
 * PrimeReact's 'contains' filter (dropdowns, multi-selects, tables) compares with
 * `toLocaleLowerCase` and strips accents of Latin-1 only, so 'TÜRKİYE' or 'ŞANLIURFA' found
 * nothing. It compares through the shared `searchFold` instead: the server's search rules
 * (Turkish İ/ı, Ş, Ğ, Ç, Ö, Ü, accents), in one function.
 */
export function foldedContains(value: unknown, filter: unknown): boolean {
  if (filter === undefined || filter === null) return true;
  const wanted = searchFold(String(filter));
  if (wanted === '') return true;
  if (value === undefined || value === null) return false;
  return searchFold(String(value)).includes(wanted);
}

FilterService.register('contains', foldedContains);
