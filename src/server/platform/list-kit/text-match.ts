import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { escapeLike } from '#server/db/escape-like.ts';

/** A list's search box as SQL: `q` as an ILIKE on any of the columns; % and _ match themselves. */
export function textMatch(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
