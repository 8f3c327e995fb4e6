import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export type DocumentSeries = 'INV' | 'SB';

/**
 * The next number of a yearly series (INV-2026-000001). The counter row is locked until the
 * transaction ends, and rolled back with it, so the numbers of a year have no gaps.
 */
export async function nextDocumentNumber(
  tx: Queryable,
  series: DocumentSeries,
  at: Date = new Date(),
): Promise<string> {
  const year = at.getUTCFullYear();
  const result = await tx.execute<{ last: number }>(sql`
    insert into document_counters (series, year, last) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last = document_counters.last + 1
    returning last`);
  const last = result.rows[0]?.last;
  if (!last) throw new Error('document counter not advanced');
  return `${series}-${year}-${String(last).padStart(6, '0')}`;
}
