import fs from 'node:fs';
import type pg from 'pg';
import { format } from 'prettier';
import { createPool, SETUP_DATABASE_TIMEOUTS } from '../src/server/db/client.ts';
import { JOB_ROLES } from '../src/server/db/seed/data/job-roles.ts';
import { SPARSE_MATCHES, searchStatements } from '../src/server/features/jobs/search/search-sql.ts';
import { runSearchQueries } from '../src/server/features/jobs/search/search.ts';
import { queryCounts } from '../src/server/features/jobs/search/count-sql.ts';
import {
  searchCacheFor,
  type SearchCache,
} from '../src/server/features/jobs/search/search-cache.ts';
import { jobSearchQuerySchema } from '../src/shared/schemas/jobs.ts';
import { summaryColumns } from '../src/server/features/jobs/search/summary-sql.ts';
import { httpGet, load, type startBenchApp } from './harness.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;
type Scenario = 'keyword' | 'country' | 'combined';
export type SearchRow = {
  jobs: number;
  scenario: Scenario;
  coldP50: number;
  coldP95: number;
  sqlP50: number;
  sqlP95: number;
  apiP50: number;
  apiP95: number;
  rps: number;
  errors: number;
};

const COUNTRIES = [
  'TR',
  'DE',
  'GB',
  'US',
  'FR',
  'NL',
  'ES',
  'IT',
  'PL',
  'CA',
  'AU',
  'IN',
  'BR',
  'AE',
  'SE',
  'CH',
  'IE',
  'PT',
  'RO',
  'JP',
];
const WORDS = [
  'mühendis',
  'istanbul',
  'İzmir',
  'developer',
  'engineer',
  'manager',
  'sales',
  'nurse',
  'designer',
  'analyst',
  'data',
  'senior',
  'berlin',
  'london',
  'marketing',
  'finance',
  'react',
  'java',
  'support',
  'operations',
  'yazılım',
  'satış',
  'uzmanı',
  'product',
  'cloud',
];
const FILLER = [
  'team',
  'growth',
  'customers',
  'platform',
  'quality',
  'delivery',
  'ownership',
  'mentoring',
  'hybrid',
  'remote',
  'agile',
  'reporting',
  'stakeholders',
  'budget',
  'safety',
  'compliance',
  'yazılım',
  'mühendisliği',
  'müşteri',
  'satış',
  'ekip',
  'geliştirme',
];
const TR_TITLES = [
  'Yazılım Mühendisi',
  'Satış Uzmanı',
  'Muhasebe Müdürü',
  'İnsan Kaynakları Uzmanı',
  'Veri Analisti',
];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;
/** A figure not measured (JOBS_BENCH_COLD_ONLY) is shown as a dash. */
const shown = (n: number) => (Number.isNaN(n) ? '–' : String(n));

/** Adds open jobs until the table holds `target`; search indexes are rebuilt after the load. */
export async function seedBenchJobs(pool: pg.Pool, target: number) {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
  const missing = target - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  // A connection without the request timeouts, as migrations have: a batch of 100,000 rows also
  // fills the job admin list's trigram indexes, which takes longer than a request may.
  const setup = createPool(pool.options.connectionString ?? '', 1, SETUP_DATABASE_TIMEOUTS);
  try {
    await loadBenchJobs(setup, target, missing);
  } finally {
    await setup.end();
  }
}

async function loadBenchJobs(pool: pg.Pool, target: number, missing: number) {
  await pool.query(`INSERT INTO companies (name, industry_id)
    SELECT 'Bench Company ' || g, 1 + g % 21 FROM generate_series(1, 2000) g ON CONFLICT DO NOTHING`);
  await pool.query(
    `CREATE TEMP TABLE IF NOT EXISTS bench_places AS
    SELECT co.id AS country_id, ci.id AS city_id, row_number() OVER () AS n FROM countries co
    JOIN LATERAL (SELECT id FROM cities WHERE country_id = co.id ORDER BY id LIMIT 15) ci ON true
    WHERE co.iso2 = ANY($1::text[])`,
    [COUNTRIES],
  );
  const searchIndexes = [
    'jobs_open_country_search_trgm_idx',
    'jobs_open_country_search_tsv_idx',
    'jobs_open_country_created_text_idx',
  ];
  for (const index of searchIndexes) await pool.query(`DROP INDEX IF EXISTS ${index}`);
  const titles = [...JOB_ROLES.map((role) => role.title), ...TR_TITLES];
  const batch = 100_000;
  for (let done = 0; done < missing; done += batch) {
    const size = Math.min(batch, missing - done);
    await pool.query(
      `WITH places AS (SELECT * FROM bench_places), np AS (SELECT count(*) AS n FROM places),
        companies_b AS (SELECT array_agg(id) AS ids FROM companies)
      INSERT INTO jobs (slug, reference_code, company_id, title, description_html, industry_id,
        job_type_id, remote_type_id, country_id, city_id, reward_minor, reward_currency, status_id, created_at)
      SELECT 'bench-job', 'B' || $4::int + g, cb.ids[1 + (g * 7919) % array_length(cb.ids, 1)],
        ($1::text[])[1 + (g * 31) % array_length($1::text[], 1)],
        '<p>' || ($2::text[])[1 + g % array_length($2::text[], 1)] || ' ' || ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)]
          || ' ' || ($2::text[])[1 + (g / 13) % array_length($2::text[], 1)] || ' and a great team.</p>',
        1 + g % 21, 1 + g % 5, 1 + g % 3, p.country_id, p.city_id,
        (50 + g % 50) * 1000, 'USD', 1, now() - ((g % 525600) || ' minutes')::interval
      FROM generate_series(1, $3::int) g
      CROSS JOIN np CROSS JOIN companies_b cb
      JOIN places p ON p.n = 1 + ((g::bigint * g) % np.n)`,
      [titles, FILLER, size, done + target],
    );
  }
  await pool.query(
    `CREATE INDEX IF NOT EXISTS jobs_open_country_search_trgm_idx ON jobs USING gin (country_id, search_text gin_trgm_ops) WHERE status_id = 1`,
  );
  await pool.query(
    `CREATE INDEX IF NOT EXISTS jobs_open_country_search_tsv_idx ON jobs USING gin (country_id, search_tsv) WHERE status_id = 1`,
  );
  await pool.query(
    `CREATE INDEX IF NOT EXISTS jobs_open_country_created_text_idx ON jobs (country_id, created_at DESC, id DESC) INCLUDE (search_text) WHERE status_id = 1`,
  );
  await pool.query('VACUUM ANALYZE jobs');
  // Flush the load now, not while the searches are being timed.
  await pool.query('CHECKPOINT');
}

async function countryIds(pool: pg.Pool) {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM countries WHERE iso2 = ANY($1::text[])',
    [COUNTRIES],
  );
  return rows.map((row) => row.id);
}

function randomQuery(scenario: Scenario, ids: number[]): Record<string, string> {
  const countries = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(ids));
  if (scenario === 'keyword') return { keyword: pick(WORDS) };
  if (scenario === 'country') return { countryIds: countries.join(',') };
  return { keyword: pick(WORDS), countryIds: countries.join(',') };
}

/** The API's path of one search. */
const searchPath = (query: Record<string, string>) =>
  `/api/jobs?${new URLSearchParams(query).toString()}`;

/** `count` job search paths of the API, random terms, the scenarios in turn. */
export async function randomSearchPaths(
  pool: pg.Pool,
  count: number,
  scenarios: Scenario[] = ['keyword', 'country', 'combined'],
): Promise<string[]> {
  const ids = await countryIds(pool);
  return Array.from({ length: count }, (_, index) =>
    searchPath(randomQuery(scenarios[index % scenarios.length] ?? 'keyword', ids)),
  );
}

/**
 * The statements the API runs for one search (`runSearchQueries`), timed: with `cache` as the API
 * runs them (a recent total reused while no job changed), without it cold (count and page).
 */
async function rawSearch(pool: pg.Pool, query: Record<string, string>, cache?: SearchCache) {
  const params = jobSearchQuerySchema.parse(query);
  const started = performance.now();
  await runSearchQueries(pool, params, cache);
  return performance.now() - started;
}

/**
 * The plans of the statements the API runs for this search when it has no cached total: the page's
 * ids (dense or sparse plan, as it would pick), the count, and the summaries of the page.
 */
export async function explainSearch(pool: pg.Pool, query: Record<string, string>) {
  const params = jobSearchQuerySchema.parse(query);
  const { ids, countSql, values } = searchStatements(params);
  const explain = async (sql: string, args: unknown[]) =>
    (
      await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`,
        args,
      )
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const counts = await queryCounts<{ countryId: number | null; n: number }>(pool, countSql, values);
  const counted = counts.reduce((total, row) => total + row.n, 0);
  const sparse = params.keyword !== '' && counted <= SPARSE_MATCHES;
  const perCountry = new Map(counts.map((row) => [row.countryId ?? 0, row.n]));
  const statement = params.keyword !== '' ? ids(sparse, perCountry) : ids(false);
  // As the API runs it: sequential scans ruled out (`queryCounts`).
  const countPlan = (
    await queryCounts<{ 'QUERY PLAN': string }>(
      pool,
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${countSql}`,
      values,
    )
  )
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  const plan = `-- count (${params.keyword === '' ? 'beside the page' : 'run first'}):\n${countPlan}`;
  if (params.keyword !== '' && counted === 0) return `${plan}\n\n-- no match: no page query`;
  const pageIds =
    (await pool.query<{ ids: number[] }>(statement.sql, statement.values)).rows[0]?.ids ?? [];
  const summaries = await explain(
    `SELECT ${summaryColumns(params.lang)} FROM jobs j WHERE j.id = ANY($1::int[])`,
    [pageIds],
  );
  return `${plan}\n\n-- page ids (${sparse ? 'sparse' : 'dense'}, ${counted} matches):\n${await explain(statement.sql, statement.values)}\n\n-- summaries of the page (named statement, planned once per connection):\n${summaries}`;
}

export async function jobsSearchBench(
  bench: Bench,
  jobs: number,
  seconds = 20,
): Promise<{ rows: SearchRow[]; plans: string }> {
  await seedBenchJobs(bench.pool, jobs);
  const ids = await countryIds(bench.pool);
  const rows: SearchRow[] = [];
  let plans = '';
  let slow = '';
  const scenarios = (process.env.JOBS_BENCH_SCENARIOS ?? 'keyword,country,combined')
    .split(',')
    .filter((name): name is Scenario => ['keyword', 'country', 'combined'].includes(name));
  // JOBS_BENCH_COLD_ONLY=1: the cold statements and their plans only (no load, API or cache).
  const coldOnly = process.env.JOBS_BENCH_COLD_ONLY === '1';
  for (const scenario of scenarios) {
    const timedCold: { ms: number; query: Record<string, string> }[] = [];
    const sql: number[] = [];
    const api: number[] = [];
    // 1. Cold: the statements without any kept total (every search counts).
    for (let i = 0; i < 30; i++) await rawSearch(bench.pool, randomQuery(scenario, ids)); // warm up
    for (let i = 0; i < 300; i++) {
      const query = randomQuery(scenario, ids);
      timedCold.push({ ms: await rawSearch(bench.pool, query), query });
    }
    const cold = timedCold.map((search) => search.ms);
    const slowest = [...timedCold].sort((a, b) => b.ms - a.ms).slice(0, 5);
    slow += `\n- ${jobs.toLocaleString('en')} jobs, ${scenario}: ${slowest
      .map((search) => `${round(search.ms)} ms ${JSON.stringify(search.query)}`)
      .join('; ')}`;
    if (coldOnly) {
      cold.sort((a, b) => a - b);
      const unmeasured = {
        sqlP50: NaN,
        sqlP95: NaN,
        apiP50: NaN,
        apiP95: NaN,
        rps: NaN,
        errors: NaN,
      };
      const [coldP50, coldP95] = [round(percentile(cold, 50)), round(percentile(cold, 95))];
      rows.push({ jobs, scenario, coldP50, coldP95, ...unmeasured });
      plans += await planSection(bench.pool, jobs, scenario, ids, slowest[0]?.query);
      continue;
    }
    // 2. Throughput under 20 connections; it also brings the API's kept totals to steady state.
    // A 3-s run first warms the HTTP path (the cold runs above call the statements directly).
    const paths = await randomSearchPaths(bench.pool, 20_000, [scenario]);
    await load(`${jobs} ${scenario} warm-up`, { url: bench.baseUrl, seconds: 3, paths });
    const result = await load(`${jobs} ${scenario}`, {
      url: bench.baseUrl,
      connections: 20,
      seconds,
      paths,
    });
    // 3. Latency one request at a time through HTTP, then the same statements the API ran for
    // them (its own cache of totals), so that API − SQL is the cost of the HTTP layer.
    const cache = searchCacheFor(bench.pool);
    for (let i = 0; i < 300; i++) {
      const url = `${bench.baseUrl}${searchPath(randomQuery(scenario, ids))}`;
      const started = performance.now();
      await httpGet(url);
      api.push(performance.now() - started);
    }
    for (let i = 0; i < 300; i++)
      sql.push(await rawSearch(bench.pool, randomQuery(scenario, ids), cache));
    for (const list of [cold, sql, api]) list.sort((a, b) => a - b);
    rows.push({
      jobs,
      scenario,
      coldP50: round(percentile(cold, 50)),
      coldP95: round(percentile(cold, 95)),
      sqlP50: round(percentile(sql, 50)),
      sqlP95: round(percentile(sql, 95)),
      apiP50: round(percentile(api, 50)),
      apiP95: round(percentile(api, 95)),
      rps: result.rps,
      errors: result.errors,
    });
    plans += await planSection(bench.pool, jobs, scenario, ids, slowest[0]?.query);
  }
  return { rows, plans: `\nSlowest cold searches (ms, search):\n${slow}\n${plans}` };
}

/** The plans of the scenario's fixed sample search, and of its slowest cold search. */
async function planSection(
  pool: pg.Pool,
  jobs: number,
  scenario: Scenario,
  ids: number[],
  slowest: Record<string, string> | undefined,
) {
  const sample: Record<string, string> =
    scenario === 'keyword'
      ? { keyword: 'istanbul' }
      : scenario === 'country'
        ? { countryIds: String(ids[0]) }
        : { keyword: 'engineer', countryIds: String(ids[1]) };
  let text = '';
  for (const query of slowest ? [sample, slowest] : [sample]) {
    const label = query === sample ? '' : ', the slowest cold search';
    text += `\n#### ${jobs.toLocaleString('en')} jobs, ${scenario}${label} (${JSON.stringify(query)})\n\n\`\`\`\n${await explainSearch(pool, query)}\n\`\`\`\n`;
  }
  return text;
}

export async function writeJobsReport(
  file: string,
  header: string,
  rows: SearchRow[],
  plans: string,
) {
  const table = [
    '| jobs | search | cold SQL p50 ms | cold SQL p95 ms | SQL p50 ms | SQL p95 ms | API p50 ms | API p95 ms | API − SQL p50 ms | req/s (c=20) | errors |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.jobs.toLocaleString('en')} | ${r.scenario} | ${r.coldP50} | ${r.coldP95} | ${shown(r.sqlP50)} | ${shown(r.sqlP95)} | ${shown(r.apiP50)} | ${shown(r.apiP95)} | ${shown(round(r.apiP50 - r.sqlP50))} | ${shown(r.rps)} | ${shown(r.errors)} |`,
    ),
  ].join('\n');
  // Formatted as the repository's `prettier --check .` expects.
  const text = `${header}\n\n${table}\n\n### Query plans\n${plans}`;
  fs.writeFileSync(file, await format(text, { parser: 'markdown' }));
  console.log(`\n## Job search (the sizes so far)\n\n${table}`);
}
