import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { jobSearchQuerySchema, SEARCH_TOTAL_CAP } from '#shared/schemas/jobs.ts';
import { createJob } from '#server/test/factories/job.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { queryCounts, TEXT_WALK_ROWS } from './count-sql.ts';
import { searchStatements } from './search-sql.ts';

useTestApp();

const TURKEY = 792;
const GERMANY = 276;

/** The capped counts a search runs, by country (0: all countries), and their SQL. */
async function counts(query: Record<string, string>) {
  const { countSql, values } = searchStatements(jobSearchQuerySchema.parse(query));
  const rows = await queryCounts<{ countryId: number | null; n: number }>(t.pool, countSql, values);
  return { sql: countSql, byCountry: new Map(rows.map((row) => [row.countryId ?? 0, row.n])) };
}

describe('the capped count of a keyword search', () => {
  it('counts matches of the search text alone and of the full text alone, per country or in all', async () => {
    // 'wranglers' holds in the search text of the first two and of the third (a longer word),
    // and in the full text of the first, second and fourth (the stem 'wrangler').
    await createJob(t.db, { title: 'Wranglers Lead', countryId: TURKEY });
    await createJob(t.db, { title: 'Night Wranglers', countryId: TURKEY });
    await createJob(t.db, { title: 'Wranglersmith', countryId: TURKEY });
    await createJob(t.db, { title: 'Wrangler', countryId: GERMANY });
    await createJob(t.db, {
      title: 'Wranglers Closed',
      countryId: TURKEY,
      statusId: JOB_STATUS.closed,
    });
    await createJob(t.db, { title: 'Quokka Keeper', countryId: GERMANY });

    const inCountries = await counts({ keyword: 'wranglers', countryIds: `${TURKEY},${GERMANY}` });
    expect(inCountries.byCountry).toEqual(
      new Map([
        [TURKEY, 3],
        [GERMANY, 1],
      ]),
    );
    const everywhere = await counts({ keyword: 'wranglers' });
    expect(everywhere.byCountry).toEqual(new Map([[0, 4]]));

    // A country's count never walks the search texts (its bitmaps are bounded by the country);
    // the count over all countries does, before its bitmaps would cover the whole table.
    expect(inCountries.sql).not.toContain(`LIMIT ${TEXT_WALK_ROWS}`);
    expect(everywhere.sql).toContain(`LIMIT ${TEXT_WALK_ROWS}`);
  });
});

describe('the capped count of a common word over all countries', () => {
  /** `copies` more open jobs like `jobId` (each its own slug and reference), in one statement. */
  async function copiesOf(jobId: number, copies: number) {
    await t.pool.query(
      `INSERT INTO jobs (slug, reference_code, company_id, title, status_id, reward_minor,
         reward_currency, country_id, city_id, created_at, published_at)
       SELECT j.slug || '-' || g, 'CP-' || j.id || '-' || g, j.company_id, j.title, j.status_id, j.reward_minor,
         j.reward_currency, j.country_id, j.city_id, j.created_at, j.published_at
       FROM jobs j, generate_series(1, $2::int) g WHERE j.id = $1`,
      [jobId, copies],
    );
  }

  it('is settled by the kept count of the jobs holding the word, without the full text', async () => {
    const job = await createJob(t.db, { title: 'Zyxwool Designer', countryId: TURKEY });
    await copiesOf(job.id, SEARCH_TOTAL_CAP);
    const { rows } = await t.pool.query<{ jobs: number }>(
      `SELECT jobs FROM job_search_words WHERE word = 'zyxwool'`,
    );
    expect(rows[0]?.jobs).toBe(SEARCH_TOTAL_CAP + 1);

    const common = await counts({ keyword: 'Zyxwool' });
    expect(common.byCountry).toEqual(new Map([[0, SEARCH_TOTAL_CAP + 1]]));
    expect(common.sql).toContain('job_search_words');
    const { countSql, values } = searchStatements(
      jobSearchQuerySchema.parse({ keyword: 'Zyxwool' }),
    );
    const plan = (
      await t.pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF) ${countSql}`,
        values,
      )
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    // The kept count answered: neither the search texts nor the full text were read.
    expect(plan).toMatch(/Index Scan using job_search_words_pkey[^\n]*rows=1/);
    expect(plan).not.toMatch(/search_tsv_idx[^\n]*actual time/);
    expect(plan).not.toMatch(/created_text_idx[^\n]*actual time/);
  });

  it('counts a rarer word, two terms, and a word within a country the usual way', async () => {
    const job = await createJob(t.db, { title: 'Qwvyrn Analyst', countryId: TURKEY });
    await copiesOf(job.id, 9);
    expect((await counts({ keyword: 'qwvyrn' })).byCountry).toEqual(new Map([[0, 10]]));
    const twoTerms = await counts({ keyword: 'qwvyrn, analyst' });
    expect(twoTerms.byCountry).toEqual(new Map([[0, 10]]));
    expect(twoTerms.sql).not.toContain('job_search_words');
    const inCountry = await counts({ keyword: 'qwvyrn', countryIds: `${TURKEY}` });
    expect(inCountry.byCountry).toEqual(new Map([[TURKEY, 10]]));
    expect(inCountry.sql).not.toContain('job_search_words');
  });
});
