import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { jobSearchQuerySchema } from '#shared/schemas/jobs.ts';
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
