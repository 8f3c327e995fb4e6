import { ilike, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { escapeLike } from '#server/db/escape-like.ts';

/** `q` anywhere in a text, as a LIKE pattern: % and _ match themselves. */
const containing = (q: string) => `%${escapeLike(q)}%`;

/** A list's search box as SQL: `q` as an ILIKE on any of the columns; % and _ match themselves. */
export function textMatch(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * `textMatch` for columns that hold lower-case keys (kept by the database's `lower`): a plain
 * LIKE of the lower-cased pattern, which costs a fraction of an ILIKE over many rows.
 */
export function lowerCaseKeyMatch(q: string | undefined, keys: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = sql`lower(${containing(q)})`;
  return or(...keys.map((key) => like(key, pattern)));
}
