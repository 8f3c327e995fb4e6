import type { PoolClient } from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { JOB_STATUS, REMOTE_TYPE } from '#shared/constants/domain.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { DAY, search } from './jobs-test-setup.ts';

useTestApp();

/**
 * The SQL text of every query the app sends through the pool until `spy.mockRestore()`; with
 * `lentClients`, also through the clients the pool lends (the counts run in a transaction).
 */
function recordQueries({ lentClients = false } = {}) {
  const queries: string[] = [];
  const record = (text: unknown) =>
    queries.push(typeof text === 'string' ? text : String((text as { text: string }).text));
  const recorded = <F extends (...args: never[]) => unknown>(query: F) =>
    ((text: unknown, ...rest: unknown[]) => {
      record(text);
      return (query as unknown as (...args: unknown[]) => unknown)(text, ...rest);
    }) as unknown as F;
  const poolQuery = recorded(t.pool.query.bind(t.pool)); // before the spy replaces it
  const querySpy = vi.spyOn(t.pool, 'query').mockImplementation(poolQuery);
  const connect = t.pool.connect.bind(t.pool) as (...args: unknown[]) => unknown;
  // pool.query borrows its client through connect(callback): only a lent client is wrapped.
  const connectSpy = vi.spyOn(t.pool, 'connect').mockImplementation(((...args: unknown[]) => {
    if (args.length > 0 || !lentClients) return connect(...args);
    return (connect() as Promise<PoolClient>).then((client) => {
      const { query, release } = client;
      client.query = recorded(query.bind(client));
      client.release = (error?: Error | boolean) => {
        client.query = query;
        client.release = release;
        release.call(client, error);
      };
      return client;
    });
  }) as typeof t.pool.connect);
  const spy = {
    mockRestore: () => {
      querySpy.mockRestore();
      connectSpy.mockRestore();
    },
  };
  return { queries, spy };
}

describe('GET /api/jobs', () => {
  it('filters by country and keyword, folding Turkish i and accents', async () => {
    const tr = await countryId(t.db, 'TR');
    const de = await countryId(t.db, 'DE');
    const company = await createCompany(t.db, { name: 'Zeytin Yazılım' });
    const ist = await createJob(t.db, {
      title: 'Kıdemli Mühendis qzx1',
      companyId: company.id,
      countryId: tr,
      cityId: await cityId(t.db, 'TR', 'İstanbul'),
    });
    const berlin = await createJob(t.db, {
      title: 'Backend Engineer qzx1',
      countryId: de,
      cityId: await cityId(t.db, 'DE', 'Berlin'),
      descriptionHtml: '<p>You will mentor junior developers.</p>',
    });
    await createJob(t.db, { title: 'Closed qzx1', countryId: tr, statusId: JOB_STATUS.closed });

    const byCity = await search('keyword=istanbul');
    expect(byCity.response.statusCode).toBe(200);
    expect(byCity.body.items.map((job) => job.id)).toEqual([ist.publicId]);

    expect((await search('keyword=MUHENDIS')).body.items.map((j) => j.id)).toEqual([ist.publicId]);
    expect((await search('keyword=yazilim')).body.items.map((j) => j.id)).toEqual([ist.publicId]);
    expect((await search('keyword=turkiye')).body.items.map((j) => j.id)).toContain(ist.publicId);
    // Full text: the English stemmer matches 'developer' in the description.
    expect((await search('keyword=developer')).body.items.map((j) => j.id)).toEqual([
      berlin.publicId,
    ]);

    const both = await search(`keyword=qzx1&countryIds=${tr},${de}`);
    expect(both.body.total).toBe(2); // the closed job is not public
    const onlyDe = await search(`keyword=qzx1&countryIds=${de}`);
    expect(onlyDe.body.items.map((j) => j.id)).toEqual([berlin.publicId]);
    expect(onlyDe.body.items[0]).toMatchObject({
      cityName: 'Berlin',
      countryIso2: 'DE',
      excerpt: 'You will mentor junior developers.',
      reward: { amountMinor: 100_000, currency: 'USD' },
    });
    // The keyword is a literal: LIKE wildcards match nothing extra.
    expect((await search('keyword=%25')).body.total).toBe(0);
  });

  it('filters by job type, work type and date posted', async () => {
    const now = Date.now();
    const a = await createJob(t.db, {
      title: 'Typed wq7',
      jobTypeId: 3,
      remoteTypeId: REMOTE_TYPE.remote,
      createdAt: new Date(now - 2 * DAY),
    });
    const b = await createJob(t.db, {
      title: 'Typed wq7 two',
      jobTypeId: 1,
      remoteTypeId: REMOTE_TYPE.hybrid,
      createdAt: new Date(now - 20 * DAY),
    });
    const c = await createJob(t.db, {
      title: 'Typed wq7 three',
      createdAt: new Date(now - 90 * DAY),
    });
    const ids = async (query: string) =>
      (await search(`keyword=wq7&${query}`)).body.items.map((job) => job.id).sort();

    expect(await ids('jobType=contract')).toEqual([a.publicId]);
    expect(await ids('jobType=fulltime')).toEqual([b.publicId]);
    expect(await ids('workType=hybrid')).toEqual([b.publicId]);
    expect(await ids('workType=onsite')).toEqual([]);
    expect(await ids('datePosted=week')).toEqual([a.publicId]);
    expect(await ids('datePosted=month')).toEqual([a.publicId, b.publicId].sort());
    expect(await ids('datePosted=any')).toEqual([a.publicId, b.publicId, c.publicId].sort());
    expect(await ids('datePosted=today')).toEqual([]);
  });

  it('sorts by any column and pages', async () => {
    const titles = ['Alpha pg9', 'Charlie pg9', 'Bravo pg9'];
    const rewards = [300, 100, 200];
    const companyNames = ['Zeta Ltd pg9', 'Acme pg9', 'Mavi pg9'];
    const places = [
      { countryId: await countryId(t.db, 'TR'), cityId: await cityId(t.db, 'TR', 'İzmir') },
      { countryId: await countryId(t.db, 'DE'), cityId: await cityId(t.db, 'DE', 'Berlin') },
      { countryId: await countryId(t.db, 'TR'), cityId: await cityId(t.db, 'TR', 'Ankara') },
    ];
    for (const [i, title] of titles.entries())
      await createJob(t.db, {
        title,
        rewardMinor: rewards[i],
        createdAt: new Date(Date.now() - i * DAY),
        companyId: (await createCompany(t.db, { name: companyNames[i] })).id,
        ...places[i],
      });
    const order = async (query: string) =>
      (await search(`keyword=pg9&${query}`)).body.items.map((job) => job.title);

    expect(await order('sort=name&order=asc')).toEqual(['Alpha pg9', 'Bravo pg9', 'Charlie pg9']);
    expect(await order('sort=reward&order=desc')).toEqual([
      'Alpha pg9',
      'Bravo pg9',
      'Charlie pg9',
    ]);
    expect(await order('sort=reward&order=asc')).toEqual(['Charlie pg9', 'Bravo pg9', 'Alpha pg9']);
    expect(await order('sort=createDate&order=desc')).toEqual([
      'Alpha pg9',
      'Charlie pg9',
      'Bravo pg9',
    ]);
    expect(await order('sort=company&order=asc')).toEqual([
      'Charlie pg9',
      'Bravo pg9',
      'Alpha pg9',
    ]);
    expect(await order('sort=company&order=desc')).toEqual([
      'Alpha pg9',
      'Bravo pg9',
      'Charlie pg9',
    ]);
    // Germany before Turkey; within Turkey, Ankara before İzmir
    expect(await order('sort=location&order=asc')).toEqual([
      'Charlie pg9',
      'Bravo pg9',
      'Alpha pg9',
    ]);
    expect(await order('sort=location&order=desc')).toEqual([
      'Alpha pg9',
      'Bravo pg9',
      'Charlie pg9',
    ]);
    expect(await order('sort=location&order=asc&lang=tr')).toEqual([
      'Charlie pg9',
      'Bravo pg9',
      'Alpha pg9',
    ]);

    const page2 = await search('keyword=pg9&sort=name&order=asc&size=2&page=2');
    expect(page2.body).toMatchObject({ total: 3, totalCapped: false, page: 2, size: 2 });
    expect(page2.body.items.map((job) => job.title)).toEqual(['Charlie pg9']);
    const beyond = await search('keyword=pg9&size=2&page=5');
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBe(3);
  });

  it('stops counting at 1,000 matches and paging at 1,000 rows', async () => {
    await t.pool.query(
      `INSERT INTO jobs (slug, reference_code, company_id, title, description_html, status_id, reward_minor, reward_currency)
        SELECT 'cap-job', 'CAP-' || g, $1, 'Capped Role cap7 ' || g, '<p>x</p>', 1, 1000, 'USD'
        FROM generate_series(1, 1005) g`,
      [(await createCompany(t.db)).id],
    );
    const first = await search('keyword=cap7');
    expect(first.body).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.body.items).toHaveLength(10);
    const last = await search('keyword=cap7&page=100');
    expect(last.response.statusCode).toBe(200);
    expect(last.body.items).toHaveLength(10);
    expect((await search('keyword=cap7&page=101')).response.statusCode).toBe(400);
  });

  it('adds up totals kept per country, counting each country once', async () => {
    const tr = await countryId(t.db, 'TR');
    const de = await countryId(t.db, 'DE');
    const fr = await countryId(t.db, 'FR');
    const made = [];
    for (const [i, country] of [tr, de, tr].entries())
      made.push(
        await createJob(t.db, {
          title: `Per Country pcq5 ${i}`,
          countryId: country,
          createdAt: new Date(Date.now() - i * DAY),
        }),
      );
    const newestFirst = made.map((job) => job.publicId);
    expect((await search(`keyword=pcq5&countryIds=${tr}`)).body.total).toBe(2);
    expect((await search(`keyword=pcq5&countryIds=${de}`)).body.total).toBe(1);

    const { queries, spy } = recordQueries({ lentClients: true });
    try {
      const both = await search(`keyword=pcq5&countryIds=${tr},${de},${tr}`);
      expect(both.body.total).toBe(3);
      // merged across the countries, newest first, then oldest first, and paged
      expect(both.body.items.map((job) => job.id)).toEqual(newestFirst);
      const oldest = await search(`keyword=pcq5&countryIds=${tr},${de}&order=asc`);
      expect(oldest.body.items.map((job) => job.id)).toEqual([...newestFirst].reverse());
      const second = await search(`keyword=pcq5&countryIds=${tr},${de}&size=2&page=2`);
      expect(second.body.items.map((job) => job.id)).toEqual([newestFirst[2]]);
      expect(queries.some((sql) => sql.includes('count(*)'))).toBe(false); // both were kept
      const withFrance = await search(`keyword=pcq5&countryIds=${de},${fr}`);
      expect(withFrance.body.total).toBe(1);
      expect(queries.some((sql) => sql.includes('count(*)'))).toBe(true); // France was not
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps the country beside the words in the search indexes (a keyword counted within a country)', async () => {
    const { rows } = await t.pool.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'jobs' AND indexname LIKE 'jobs_open_%' AND indexdef LIKE '%USING gin%' ORDER BY indexname",
    );
    expect(rows.map((row) => row.indexname)).toEqual([
      'jobs_open_country_search_trgm_idx',
      'jobs_open_country_search_tsv_idx',
    ]);
    expect(rows[0]?.indexdef).toMatch(
      /USING gin \(country_id, search_text gin_trgm_ops\) WHERE \(status_id = 1\)$/,
    );
    expect(rows[1]?.indexdef).toMatch(
      /USING gin \(country_id, search_tsv\) WHERE \(status_id = 1\)$/,
    );
  });

  it('reuses a page and its total only while no searchable job changed, on any connection', async () => {
    const generation = async () =>
      (await t.pool.query<{ g: string }>('SELECT generation::text AS g FROM job_search_generation'))
        .rows[0]?.g;
    const first = await createJob(t.db, { title: 'Cached Count ccq4' });
    expect((await search('keyword=ccq4')).body.total).toBe(1);
    // the same search again: one statement, the page's summaries with the generation
    const { queries, spy } = recordQueries();
    try {
      const again = await search('keyword=ccq4');
      expect(again.body.total).toBe(1);
      expect(again.body.items.map((job) => job.id)).toEqual([first.publicId]);
      expect(queries).toHaveLength(1);
      expect(queries[0]).toContain('WHERE j.id = ANY($1::int[])');
      expect(queries[0]).toContain('job_search_generation');
    } finally {
      spy.mockRestore();
    }

    const before = await generation();
    await t.pool.query('UPDATE jobs SET view_count = view_count + 1 WHERE id = $1', [first.id]);
    expect(await generation()).toBe(before); // views do not change what a search finds

    const second = await createJob(t.db, { title: 'Cached Count ccq4 two' });
    expect(await generation()).not.toBe(before);
    const afterInsert = await search('keyword=ccq4');
    expect(afterInsert.body.total).toBe(2);
    expect(afterInsert.body.items.map((job) => job.id)).toContain(second.publicId);

    await t.pool.query('UPDATE jobs SET status_id = $1 WHERE id = $2', [
      JOB_STATUS.closed,
      first.id,
    ]);
    const afterClose = await search('keyword=ccq4');
    expect(afterClose.body.total).toBe(1);
    expect(afterClose.body.items.map((job) => job.id)).toEqual([second.publicId]);

    await t.pool.query(`UPDATE jobs SET title = 'Renamed' WHERE id = $1`, [second.id]);
    expect((await search('keyword=ccq4')).body).toMatchObject({ total: 0, items: [] });
    // nothing found, still nothing: the generation is read, and the closest spelling looked up
    // among the kept words (none here), never the jobs themselves
    const nothing = recordQueries();
    try {
      expect((await search('keyword=ccq4')).body).toMatchObject({ total: 0, items: [] });
      expect(nothing.queries).toEqual([
        expect.stringContaining('FROM job_search_generation'),
        expect.stringContaining('FROM job_search_words'),
      ]);
    } finally {
      nothing.spy.mockRestore();
    }
  });

  it.each([
    'page=0',
    'size=0',
    'size=51',
    'page=101&size=10',
    'page=21&size=50',
    'jobType=freelance',
    'workType=space',
    'datePosted=yesterday',
    'sort=salary',
    'order=up',
    'countryIds=abc',
    `keyword=${'x'.repeat(101)}`,
  ])('answers 400 for %s', async (query) => {
    const { response } = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.any(String),
    });
    expect(response.json()).toHaveProperty('details');
  });
});
