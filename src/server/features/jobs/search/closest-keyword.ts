import type pg from 'pg';
import { JOB_STATUS } from '#shared/constants/domain.ts';

/** How alike a typed word and an indexed one must be (pg_trgm similarity, 0 to 1). */
const MIN_SIMILARITY = 0.4;
/** The words of at most this many matching jobs are compared: the answer is a spelling, not a list. */
const SAMPLE_JOBS = 300;
const MAX_WORDS = 4;

/**
 * A keyword that found nothing, spelt as the open jobs spell it: each word replaced by the most
 * similar word of their search text ('softwre developr' → 'software developer'), through the
 * trigram index (`<%`, word similarity). Null when no word is close enough or nothing changes.
 */
export async function closestKeyword(pool: pg.Pool, keyword: string): Promise<string | null> {
  const words = keyword.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || keyword.includes(',')) return null;
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${MIN_SIMILARITY}`);
    const corrected: string[] = [];
    for (const word of words) {
      const { rows } = await client.query<{ word: string }>(
        `SELECT w AS word FROM (
           SELECT DISTINCT regexp_split_to_table(sample.search_text, '\\s+') AS w
             FROM (SELECT j.search_text FROM jobs j
                    WHERE j.status_id = ${JOB_STATUS.open} AND search_fold($1) <% j.search_text
                    LIMIT ${SAMPLE_JOBS}) sample
         ) words
         WHERE length(w) > 2 AND similarity(w, search_fold($1)) >= ${MIN_SIMILARITY}
         ORDER BY similarity(w, search_fold($1)) DESC, w
         LIMIT 1`,
        [word],
      );
      corrected.push(rows[0]?.word ?? word);
    }
    await client.query('COMMIT');
    const suggestion = corrected.join(' ');
    return suggestion.toLowerCase() === keyword.trim().toLowerCase() ? null : suggestion;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
