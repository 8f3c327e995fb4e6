import type pg from 'pg';

/** How alike a typed word and an indexed one must be (pg_trgm similarity, 0 to 1). */
const MIN_SIMILARITY = 0.4;
const MAX_WORDS = 4;

/**
 * A keyword that found nothing, spelt as the open jobs spell it: each word replaced by the most
 * similar word of their search text ('softwre developr' → 'software developer'; the word more
 * jobs hold on a tie). The words come from `job_search_words`, which triggers keep beside the
 * jobs, through its trigram index (`%`): one statement of about a millisecond, where comparing
 * with the jobs' own text took 450 ms at a million jobs, on every search that found nothing.
 * Null when no word is close enough or nothing changes.
 */
export async function closestKeyword(pool: pg.Pool, keyword: string): Promise<string | null> {
  const words = keyword.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || keyword.includes(',')) return null;
  const { rows } = await pool.query<{ word: string }>(
    `SELECT coalesce(best.word, given.word) AS word
       FROM unnest($1::text[]) WITH ORDINALITY AS given(word, n)
       LEFT JOIN LATERAL (
         SELECT kept.word FROM job_search_words kept
          WHERE kept.word % search_fold(given.word)
            AND similarity(kept.word, search_fold(given.word)) >= ${MIN_SIMILARITY}
          ORDER BY similarity(kept.word, search_fold(given.word)) DESC, kept.jobs DESC, kept.word
          LIMIT 1) best ON true
      ORDER BY given.n`,
    [words],
  );
  const suggestion = rows.map((row) => row.word).join(' ');
  return suggestion.toLowerCase() === keyword.trim().toLowerCase() ? null : suggestion;
}
