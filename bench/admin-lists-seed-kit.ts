// Shared pieces of the back-office lists load (bench/admin-lists-seed.ts): the marks that tell
// the bench's rows apart, batching and timing of the set-based statements, temporary id maps.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export const CURRENCIES = ['USD', 'EUR', 'TRY', 'GBP'];
/** Valid IBANs (check digits right) of the bench's countries: the payable list checks them. */
export const IBANS = [
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'TR330006100519786457841326',
];

export const MARK = '@admin-bench.test';
/** Candidates' e-mails: apart from the users', so that the two never meet in a search. */
export const CANDIDATE_MARK = '@mail.admin-bench.test';
const BATCH = 250_000;

export type Client = pg.Client;

/** Runs `insert … select … from generate_series(from, to) g` in batches of at most BATCH rows. */
export async function inBatches(
  client: Client,
  total: number,
  statement: string,
  values: (from: number, to: number) => unknown[],
) {
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await client.query(statement, values(from, to));
  }
}

export async function step(label: string, work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  console.error(`  seed: ${label} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
}

/**
 * A temporary map n → id (0-based, in `order`) of the rows `where` finds. Ids of one INSERT …
 * SELECT follow the join's output, not generate_series, so a map that must follow the series
 * (job 0 is the board job) orders by the generated code instead.
 */
export const idMap = (name: string, from: string, where: string, extra = '', order = 'id') =>
  `CREATE TEMP TABLE ${name} AS SELECT (row_number() OVER (ORDER BY ${order}) - 1)::int AS n,
   id${extra} FROM ${from} WHERE ${where}; CREATE UNIQUE INDEX ON ${name} (n); ANALYZE ${name}`;
