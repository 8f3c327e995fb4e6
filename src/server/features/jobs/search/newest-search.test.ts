import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { JobSearchResponse } from '#shared/schemas/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { KEPT_NEWEST } from './newest-lists.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { countryId } from '#server/test/factories/reference-data.ts';

let t: TestApp;
let tr: number;
let de: number;
let fr: number;
beforeAll(async () => {
  t = await createTestApp();
  tr = await countryId(t.db, 'TR');
  de = await countryId(t.db, 'DE');
  fr = await countryId(t.db, 'FR');
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<JobSearchResponse>();
};
const ids = async (query: string) => (await search(query)).items.map((job) => job.id);

/** The SQL text of every statement sent through the pool while `run` runs. */
async function statementsOf(run: () => Promise<unknown>) {
  const texts: string[] = [];
  const query = t.pool.query.bind(t.pool);
  const spy = vi.spyOn(t.pool, 'query').mockImplementation(((text: unknown, ...rest: unknown[]) => {
    texts.push(typeof text === 'string' ? text : (text as { text: string }).text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof t.pool.query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return texts;
}

/** The open jobs whose title holds `word` in these countries, as the API must order them. */
async function expected(word: string, countries: number[], order: 'ASC' | 'DESC' = 'DESC') {
  const { rows } = await t.pool.query<{ id: string }>(
    `SELECT public_id AS id FROM jobs WHERE status_id = ${JOB_STATUS.open}
      AND title LIKE '%' || $1 || '%' AND country_id = ANY($2::int[])
      ORDER BY created_at ${order}, jobs.id ${order}`,
    [word, countries],
  );
  return rows.map((row) => row.id);
}

/** `n` open jobs titled with `word` in a country, a minute apart from `newest` back. */
async function addJobs(word: string, country: number, n: number, newest: Date) {
  await t.pool.query(
    `INSERT INTO jobs (slug, reference_code, company_id, title, description_html, status_id,
        reward_minor, reward_currency, country_id, created_at)
      SELECT 'kept-job', $1 || '-' || $2 || '-' || g, $3, 'Kept ' || $1 || ' ' || g, '<p>x</p>', 1,
        1000, 'USD', $2::int, $5::timestamptz - g * interval '1 minute'
      FROM generate_series(0, $4 - 1) g`,
    [word, country, (await createCompany(t.db)).id, n, newest],
  );
}

describe('newest first within countries, from the kept newest matches of each country', () => {
  it('merges the countries newest first, to the microsecond and by id on a tie', async () => {
    const base = '2026-11-01T10:00:00.000000Z';
    // microseconds after base, per country; TR and DE share one instant (the larger id first)
    const plan: [number, number][] = [
      [tr, 5],
      [de, 4],
      [fr, 3],
      [tr, 2],
      [de, 2],
      [fr, 1],
    ];
    for (const [country, micros] of plan) {
      const job = await createJob(t.db, { title: 'Merge mgq2', countryId: country });
      await t.pool.query(
        `UPDATE jobs SET created_at = $1::timestamptz + $2 * interval '1 microsecond' WHERE id = $3`,
        [base, micros, job.id],
      );
    }
    const all = await expected('mgq2', [tr, de, fr]);
    expect(await ids(`keyword=mgq2&countryIds=${tr},${de},${fr}`)).toEqual(all);
    // every list is kept now: any combination of these countries is one statement, the summaries
    const texts = await statementsOf(async () => {
      expect(await ids(`keyword=mgq2&countryIds=${fr},${de}`)).toEqual(
        await expected('mgq2', [de, fr]),
      );
    });
    expect(texts.filter((text) => !text.includes('public_id AS id FROM jobs WHERE'))).toEqual([
      expect.stringContaining('WHERE j.id = ANY($1::int[])'),
    ]);
    expect(await ids(`keyword=mgq2&countryIds=${tr}`)).toEqual(await expected('mgq2', [tr]));
    const second = await search(`keyword=mgq2&countryIds=${tr},${de},${fr}&size=4&page=2`);
    expect(second.items.map((job) => job.id)).toEqual(all.slice(4));
    expect(second.total).toBe(6);
  });

  it('shows a job added, closed or moved after the lists were kept, on the next search', async () => {
    await addJobs('frq6', tr, 5, new Date('2026-10-01T00:00:00Z'));
    await addJobs('frq6', de, 5, new Date('2026-10-01T00:00:30Z'));
    const both = `keyword=frq6&countryIds=${tr},${de}&size=20`;
    expect(await ids(both)).toEqual(await expected('frq6', [tr, de]));

    const added = await createJob(t.db, { title: 'Kept frq6 new', countryId: de });
    const afterAdd = await search(both);
    expect(afterAdd.items[0]?.id).toBe(added.publicId);
    expect(afterAdd.items.map((job) => job.id)).toEqual(await expected('frq6', [tr, de]));
    expect(afterAdd.total).toBe(11);

    const closing = (await expected('frq6', [tr]))[0];
    await t.pool.query('UPDATE jobs SET status_id = $1 WHERE public_id = $2', [
      JOB_STATUS.closed,
      closing,
    ]);
    const afterClose = await search(both);
    expect(afterClose.items.map((job) => job.id)).not.toContain(closing);
    expect(afterClose.total).toBe(10);

    await t.pool.query('UPDATE jobs SET country_id = $1 WHERE public_id = $2', [
      fr,
      added.publicId,
    ]);
    expect(await ids(both)).toEqual(await expected('frq6', [tr, de]));
    expect(await ids(`keyword=frq6&countryIds=${fr}`)).toEqual([added.publicId]);

    // after a change, the lists are read again once, then kept: one statement again
    await search(both);
    expect(await statementsOf(() => search(both))).toHaveLength(1);
  });

  it('pages beyond the kept lists and sorts other ways through the statements, with the same answers', async () => {
    await addJobs('dpq3', tr, KEPT_NEWEST + 25, new Date('2026-09-01T00:00:00Z'));
    await addJobs('dpq3', de, 30, new Date('2026-09-01T00:00:20Z'));
    const all = await expected('dpq3', [tr, de]);
    const page = (n: number, size = 10) =>
      ids(`keyword=dpq3&countryIds=${de},${tr}&size=${size}&page=${n}`);
    for (const n of [1, 2, 10, 11, 13, 15, 16])
      expect(await page(n)).toEqual(all.slice((n - 1) * 10, n * 10));
    for (const n of [1, 2, 3, 4])
      expect(await page(n, 50)).toEqual(all.slice((n - 1) * 50, n * 50));
    // Germany's 30 are all kept: any page of Germany alone comes from its list
    const germany = await expected('dpq3', [de]);
    for (const n of [3, 4])
      expect(await ids(`keyword=dpq3&countryIds=${de}&page=${n}`)).toEqual(
        germany.slice((n - 1) * 10, n * 10),
      );
    expect((await search(`keyword=dpq3&countryIds=${de},${tr}`)).total).toBe(KEPT_NEWEST + 55);

    expect(await ids(`keyword=dpq3&countryIds=${de},${tr}&order=asc&size=50`)).toEqual(
      (await expected('dpq3', [tr, de], 'ASC')).slice(0, 50),
    );
    const byName = await search(`keyword=dpq3&countryIds=${de},${tr}&sort=name&order=asc&size=5`);
    const titles = byName.items.map((job) => job.title);
    expect(titles).toEqual([...titles].sort());
    expect(byName.total).toBe(KEPT_NEWEST + 55);
  });

  it('reads the newest matches of a country without a keyword too', async () => {
    const country = `countryIds=${fr}`;
    const before = await ids(country);
    const job = await createJob(t.db, { title: 'Fresh in France', countryId: fr });
    expect(await ids(country)).toEqual([job.publicId, ...before].slice(0, 10));
  });
});
