import type pg from 'pg';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { SEARCH_TOTAL_CAP } from '#shared/schemas/jobs.ts';

/**
 * A keyword term's two conditions: on the search text (LIKE) and on the full text (tsvector);
 * `word` is the term as the words of the search texts are written (`job_search_words`).
 */
export type TermConditions = { text: string; fullText: string; word: string };

const CAP = SEARCH_TOTAL_CAP + 1;

/**
 * A keyword count over all countries first looks at this many open jobs, in the covering index's
 * order, for matches of their search text alone, index-only (`jobs_open_country_created_text_idx` holds the text):
 * about 0.3 µs a row, 0.6 ms.
 */
export const PROBE_ROWS = 2_000;

/**
 * When the probe finds the words dense enough to reach the cap within this many jobs (2.5 %), the
 * count walks that index on until the cap, at most this far (about 12 ms). A job whose search
 * text holds every term matches whatever its full text, so reaching the cap there settles it.
 */
export const TEXT_WALK_ROWS = 40_000;

/** Matches among the probe's rows above which the walk is expected to reach the cap. */
export const PROBE_DENSE = Math.ceil((PROBE_ROWS * CAP) / TEXT_WALK_ROWS);

/**
 * The count of the open jobs matching `where` in one country (or in all: `null`), up to
 * `SEARCH_TOTAL_CAP + 1`: a scalar SQL expression. `terms` is the keyword's conditions when the
 * search has no other filter. Then the count stops at the cap as soon as one condition alone
 * reaches it, each a subset of the matches read the cheap way; else (a rare word) the whole
 * condition is counted through the keyword indexes. `CASE` and `AND`/`OR` evaluate their
 * subqueries only when reached.
 * - In one country: the full text through its GIN index (exact; table pages only for
 *   visibility), then the whole condition. The whole condition's bitmaps are bounded by the
 *   country's jobs, so a walk of its search texts saved nothing: where the country had fewer
 *   matches than the cap, the walk read all its jobs in vain (cold combined searches at 1M jobs,
 *   p95 22 ms with the walk, 15 ms without, `docs/decisions/3-job-search-server.md` item 11).
 * - In all countries: a single term's kept count of open jobs holding it as a word, then the
 *   search text from the covering index (probe, then walk: no table page), then the full text,
 *   then the whole condition, whose bitmaps would cover the whole table.
 */
export function cappedCountSql(
  where: string,
  terms: readonly TermConditions[] | null,
  countryId: number | null,
): string {
  const inCountry = countryId === null ? '' : ` AND j.country_id = ${Number(countryId)}`;
  const full = `(SELECT count(*)::int FROM (SELECT 1 FROM jobs j WHERE ${where}${inCountry} LIMIT ${CAP}) s)`;
  if (!terms || terms.length === 0) return full;
  const open = `j.status_id = ${JOB_STATUS.open}${inCountry}`;
  const text = terms.map((term) => term.text).join(' AND ');
  // Index order, so that the rows come from the covering index without a sort: any rows do.
  const newestText = (rows: number) =>
    `(SELECT count(*)::int FROM (SELECT 1 FROM (SELECT j.search_text FROM jobs j WHERE ${open}
      ORDER BY j.country_id, j.created_at DESC, j.id DESC LIMIT ${rows}) j WHERE ${text} LIMIT ${CAP}) s)`;
  const fullText = terms.map((term) => term.fullText).join(' AND ');
  const byFullText = `(SELECT count(*)::int FROM (SELECT 1 FROM jobs j WHERE ${open} AND ${fullText} LIMIT ${CAP}) s)`;
  if (countryId !== null) return `(CASE WHEN ${byFullText} >= ${CAP} THEN ${CAP} ELSE ${full} END)`;
  // A single term that is a word of the search texts matches every open job holding that word:
  // the kept count of those jobs settles a common word at once, where the full text's index
  // would build its whole bitmap first ("designer": 41,090 jobs, 32 ms, to count 1,001).
  const [term, ...others] = terms;
  const commonWord =
    term && others.length === 0
      ? `coalesce((SELECT w.jobs FROM job_search_words w WHERE w.word = ${term.word}), 0) >= ${CAP} OR `
      : '';
  return `(CASE WHEN ${commonWord}${newestText(PROBE_ROWS)} >= ${PROBE_DENSE} AND ${newestText(TEXT_WALK_ROWS)} >= ${CAP}
      OR ${byFullText} >= ${CAP}
    THEN ${CAP} ELSE ${full} END)`;
}

/**
 * Runs a count statement with sequential scans ruled out (`SET LOCAL`, one read-only transaction).
 * A sequential scan stopping at the cap looks cheap to the planner, which expects matches spread
 * evenly and overestimates `LIKE … OR … @@` (it adds both as independent); but a scan of a table
 * larger than a quarter of shared_buffers reads through a small ring of buffers, so every page
 * comes from the operating system again: 30 to 110 ms for 1,001 matches of a word in 1 % of a
 * million jobs, or of a common word whose first matches in a country lay far into the table.
 */
export async function queryCounts<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  sql: string,
  values: unknown[],
): Promise<Row[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<Row>(sql, values);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
