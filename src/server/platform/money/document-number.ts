import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export type DocumentSeries = 'INV' | 'SB';

const format = (series: DocumentSeries, year: number, value: number) =>
  `${series}-${year}-${String(value).padStart(6, '0')}`;

/**
 * The next `count` numbers of a yearly series (INV-2026-000001, ...). The counter row is locked
 * until the transaction ends, and rolled back with it, so the numbers of a year have no gaps.
 */
export async function nextDocumentNumbers(
  tx: Queryable,
  series: DocumentSeries,
  count: number,
  at: Date = new Date(),
): Promise<string[]> {
  if (count <= 0) return [];
  const year = at.getUTCFullYear();
  const result = await tx.execute<{ last: number }>(sql`
    insert into document_counters (series, year, last) values (${series}, ${year}, ${count})
    on conflict (series, year) do update set last = document_counters.last + ${count}
    returning last`);
  const last = result.rows[0]?.last;
  if (!last) throw new Error('document counter not advanced');
  return Array.from({ length: count }, (_, index) =>
    format(series, year, last - count + 1 + index),
  );
}

/** The next number of a yearly series. */
export async function nextDocumentNumber(
  tx: Queryable,
  series: DocumentSeries,
  at: Date = new Date(),
): Promise<string> {
  const [number] = await nextDocumentNumbers(tx, series, 1, at);
  if (!number) throw new Error('document counter not advanced');
  return number;
}
