import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { jobs } from '#server/db/schema/index.ts';
import { createJob } from '#server/test/factories/job.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { closestKeyword } from './closest-keyword.ts';

useTestApp();

/** How many open jobs the kept words say hold each of these words (0: not kept). */
async function kept(...words: string[]) {
  const { rows } = await t.pool.query<{ word: string; jobs: number }>(
    'SELECT word, jobs FROM job_search_words WHERE word = ANY($1::text[])',
    [words],
  );
  return Object.fromEntries(
    words.map((word) => [word, rows.find((r) => r.word === word)?.jobs ?? 0]),
  );
}

/** The kept words against a count from the jobs themselves: any difference, word by word. */
async function drift() {
  const { rows } = await t.pool.query(
    `WITH counted AS (
       SELECT w AS word, count(*)::int AS jobs FROM jobs, job_search_text_words(jobs.search_text) w
        WHERE jobs.status_id = ${JOB_STATUS.open} GROUP BY w)
     SELECT coalesce(c.word, k.word) AS word, c.jobs AS counted, k.jobs AS kept
       FROM counted c FULL JOIN job_search_words k ON k.word = c.word
      WHERE c.jobs IS DISTINCT FROM k.jobs`,
  );
  return rows;
}

describe('the words kept for a misspelt search', () => {
  it('follow jobs opened, renamed, closed, reopened and deleted, one statement or many', async () => {
    const first = await createJob(t.db, { title: 'Zephyrine Quokka Keeper' });
    const second = await createJob(t.db, { title: 'Quokka Wrangler' });
    expect(await kept('zephyrine', 'quokka', 'wrangler', 'keeper')).toEqual({
      zephyrine: 1,
      quokka: 2,
      wrangler: 1,
      keeper: 1,
    });
    // A draft is no open job: its words are not offered.
    await createJob(t.db, { title: 'Xylograph Drafter', statusId: JOB_STATUS.draft });
    expect(await kept('xylograph')).toEqual({ xylograph: 0 });

    await t.db.update(jobs).set({ statusId: JOB_STATUS.closed }).where(eq(jobs.id, first.id));
    expect(await kept('zephyrine', 'quokka', 'keeper')).toEqual({
      zephyrine: 0,
      quokka: 1,
      keeper: 0,
    });
    await t.db.update(jobs).set({ title: 'Quokkas Wrangler' }).where(eq(jobs.id, second.id));
    expect(await kept('quokka', 'quokkas', 'wrangler')).toEqual({
      quokka: 0,
      quokkas: 1,
      wrangler: 1,
    });
    // An update that changes no search text changes no count.
    await t.db
      .update(jobs)
      .set({ updatedAt: sql`now()` })
      .where(eq(jobs.id, second.id));
    expect(await kept('quokkas')).toEqual({ quokkas: 1 });
    await t.db.update(jobs).set({ statusId: JOB_STATUS.open }).where(eq(jobs.id, first.id));
    expect(await kept('zephyrine', 'quokka')).toEqual({ zephyrine: 1, quokka: 1 });

    // Many jobs in one statement, as a bulk load writes them.
    await t.pool.query(
      `INSERT INTO jobs (slug, reference_code, company_id, title, description_html, industry_id,
         job_type_id, remote_type_id, country_id, reward_minor, reward_currency, status_id)
       SELECT 'bulk', 'BULK' || g, company_id, 'Quokka Bulk Loader ' || g, '<p>x</p>', industry_id,
         job_type_id, remote_type_id, country_id, 0, 'USD', ${JOB_STATUS.open}
         FROM jobs, generate_series(1, 3) g WHERE jobs.id = $1`,
      [first.id],
    );
    expect(await kept('quokka', 'loader')).toEqual({ quokka: 4, loader: 3 });
    await t.pool.query(`DELETE FROM jobs WHERE reference_code LIKE 'BULK%'`);
    expect(await kept('quokka', 'loader')).toEqual({ quokka: 1, loader: 0 });
    expect(await drift()).toEqual([]);
  });

  it('give a misspelt keyword its closest spelling from them', async () => {
    await createJob(t.db, { title: 'Hydrologist Surveyor' });
    await createJob(t.db, { title: 'Hydrologist Assistant' });
    expect(await closestKeyword(t.pool, 'hydrolgist survyor')).toBe('hydrologist surveyor');
    expect(await closestKeyword(t.pool, 'hydrologist')).toBeNull();
    expect(await closestKeyword(t.pool, 'qqqxxzzyy')).toBeNull();
    // Hostile input stays data: quotes, LIKE and regex characters find nothing close.
    expect(await closestKeyword(t.pool, `'; drop table jobs; --`)).toBeNull();
    expect(await closestKeyword(t.pool, '%_\\.*')).toBeNull();
  });
});
