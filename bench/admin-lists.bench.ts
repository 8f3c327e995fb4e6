// Back-office lists at scale (issue 27): 200,000 users, 1,000,000 candidates, 2,000,000
// referrals and the money tables loaded (bench/admin-lists-seed.ts), then every list through
// the API as staff (the points history as its recruiter): first page, a text filter, an equality
// filter, another sort and page 1,000, each beside the raw SQL of the same call replayed through
// a bare pg connection; a job's board with 10,000 applications; a CSV export of 100,000 rows
// (time to first byte, RSS growth while it streams).
// `npx tsx bench/admin-lists.bench.ts` alone; ADMIN_LISTS_SCALE=0.05 for a quick run (default 1),
// ADMIN_LISTS_REQUESTS changes the 50 requests per case, ADMIN_LISTS_ONLY='blocked amounts'
// measures that list's cases alone (no board, no export).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CSV_EXPORT_LIMIT } from '../src/shared/schemas/list-query.ts';
import { ROLE } from '../src/shared/constants/roles.ts';
import { BUSY_READS, busyUserCases, listCases, type Caller } from './admin-lists-cases.ts';
import {
  download,
  recordClientStatements,
  replayOnce,
  timeSequential,
  type DownloadFigures,
  type Percentiles,
} from './admin-lists-measure.ts';
import { seedAdminLists, BOARD_APPLICATIONS } from './admin-lists-seed.ts';
import { benchLogin, httpGet, type startBenchApp } from './harness.ts';
import { recordStatements, recordUntilSteady, type RecordedStatement } from './sql-replay.ts';
import { rssOf } from './process-usage.ts';
import { startServerBundle } from './server-bundle.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

const SCALE = Number(process.env.ADMIN_LISTS_SCALE ?? 1);
const REQUESTS = Number(process.env.ADMIN_LISTS_REQUESTS ?? 50);
/** Where to write EXPLAIN (ANALYZE, BUFFERS) of every statement slower than 2 ms, if anywhere. */
const EXPLAIN_FILE = process.env.ADMIN_LISTS_EXPLAIN;
const ONLY = process.env.ADMIN_LISTS_ONLY;
const LIST_TARGET_MS = 50;
const BOARD_TARGET_MS = 100;
const FIRST_BYTE_TARGET_MS = 200;
const RSS_GROWTH_TARGET_MB = 50;

export type ListFigure = {
  list: string;
  label: string;
  api: Percentiles;
  sql: Percentiles;
  statements: number;
  target: number;
  /** Items on the page and the total the API answered, to show the case hit real rows. */
  /** null for an answer that is not a page (a dashboard, a balance). */
  items: number | null;
  total: number | null;
};

type Tokens = Record<Caller, string>;

async function userIdOf(bench: Bench, token: string): Promise<number> {
  const me = (await (
    await fetch(`${bench.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { user: { id: string } };
  const { rows } = await bench.pool.query<{ id: number }>(
    'SELECT id FROM users WHERE public_id = $1',
    [me.user.id],
  );
  if (!rows[0]) throw new Error('bench user not found');
  return rows[0].id;
}

/**
 * The bench recruiter's ledger: copies of a tenth of the seeded rows (20,000 at full size). The
 * ledger is append-only, so the rows are written anew (another hire cycle for the rewards).
 */
async function giveLedger(bench: Bench, userId: number, rows: number) {
  await bench.pool.query(
    `INSERT INTO points_ledger (user_id, kind, points, amount_minor, currency, referral_id,
       hire_cycle, note, created_at)
     SELECT $1, kind, points, amount_minor, currency, referral_id, hire_cycle + 100, note, created_at
     FROM points_ledger WHERE kind IN ('reward', 'adjustment') ORDER BY id LIMIT $2`,
    [userId, rows],
  );
  await bench.pool.query('VACUUM (ANALYZE) points_ledger');
}

/**
 * The rest of the bench users' histories, for the reads every page of theirs makes. The
 * recruiter: 2,000 of the referrals their ledger rows credit become theirs (the dashboard sums
 * each one's points), and 10,000 notifications (8,000 cleared, 1 in 50 of the rest unread) among
 * 190,000 of other users. The candidate: 5 of the seeded people become them, with their referrals.
 */
async function giveBusyHistory(bench: Bench, users: { recruiter: number; candidate: number }) {
  const userId = users.recruiter;
  const referrals = Math.max(100, Math.round(2_000 * SCALE));
  const notifications = Math.max(500, Math.round(10_000 * SCALE));
  await bench.pool.query(
    `UPDATE referrals SET referrer_user_id = $1 WHERE id IN (
       SELECT referral_id FROM points_ledger WHERE user_id = $1 AND referral_id IS NOT NULL
       ORDER BY id LIMIT $2)`,
    [userId, referrals],
  );
  const notice = (who: string) => `INSERT INTO notifications (user_id, type, title, details, link,
       language, read_at, cleared_at, created_at)
     SELECT ${who}, 'task', 'Status changed ' || g, 'Candidate ' || g || ' moved to Interview',
       '/referrals', 'en', CASE WHEN g % 50 = 0 THEN NULL ELSE at END,
       CASE WHEN g <= $2 * 0.8 THEN at END, at`;
  const at = `now() - (($2 - g) || ' minutes')::interval AS at`;
  await bench.pool.query(
    `${notice('$1::int')} FROM (SELECT g, ${at} FROM generate_series(1, $2::int) g) n`,
    [userId, notifications],
  );
  await bench.pool.query(
    `${notice('id')} FROM (SELECT id, g, ${at} FROM (
       SELECT id, row_number() OVER (ORDER BY id) % $2 AS g FROM users
       WHERE id <> $1 ORDER BY id LIMIT $2 * 19) u) n`,
    [userId, notifications],
  );
  await bench.pool.query(
    `UPDATE candidates SET user_id = $1 WHERE id IN (
       SELECT candidate_id FROM referrals ORDER BY id LIMIT 5)`,
    [users.candidate],
  );
  await giveBusyWeek(bench);
  await bench.pool.query('VACUUM (ANALYZE) candidates');
  await bench.pool.query('VACUUM (ANALYZE) notifications');
  await bench.pool.query('VACUUM (ANALYZE) referrals');
  await bench.pool.query('VACUUM (ANALYZE) user_presence');
  // The writes above are flushed now, as a steady system's would be, not under the first case.
  await bench.pool.query('CHECKPOINT');
}

/**
 * What the staff's dashboard counts: one referral in a hundred made in the last 7 days (hired in
 * the last 30 when it is a hire), and every user seen once, one in a hundred in the last 15 min.
 */
async function giveBusyWeek(bench: Bench) {
  await bench.pool.query(
    `UPDATE referrals SET created_at = now() - random() * interval '7 days',
       hired_at = CASE WHEN hired_at IS NOT NULL THEN now() - random() * interval '30 days' END
     WHERE id % 100 = 0`,
  );
  await bench.pool.query(
    `INSERT INTO user_presence (user_id, last_seen_at)
     SELECT id, CASE WHEN id % 100 = 0 THEN now() - random() * interval '10 minutes'
       ELSE now() - interval '1 day' - random() * interval '300 days' END
     FROM users
     ON CONFLICT (user_id) DO NOTHING`,
  );
}

/**
 * A call's statements through `pool.query`, then those of the clients it took for a transaction
 * (a list planned without parallel workers, the export's cursor), recorded until two calls agree.
 */
function recordListCall(bench: Bench, call: () => Promise<void>) {
  return recordUntilSteady(async () => {
    let poolStatements: RecordedStatement[] = [];
    const clientStatements = await recordClientStatements(bench.pool, async () => {
      poolStatements = await recordStatements(bench.pool, call);
    });
    return [...poolStatements, ...clientStatements];
  });
}

async function measure(
  bench: Bench,
  replay: pg.Client,
  token: string,
  path: string,
  count: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  const url = `${bench.baseUrl}${path}`;
  let body: Buffer = Buffer.alloc(0);
  const statements = await recordListCall(bench, async () => {
    body = await httpGet(url, headers);
  });
  if (EXPLAIN_FILE) await explainSlow(replay, path, statements);
  const api = await timeSequential(() => httpGet(url, headers), count);
  const sql = await timeSequential(() => replayOnce(replay, statements), count);
  console.error(`  ${path}: API p95 ${api.p95} ms, SQL p95 ${sql.p95} ms`);
  const page = JSON.parse(body.toString('utf8')) as { items?: unknown[]; total?: number };
  return {
    api,
    sql,
    statements: statements.length,
    items: page.items?.length ?? null,
    total: page.total ?? null,
  };
}

/** The plans of a call's slow statements, appended to EXPLAIN_FILE. */
async function explainSlow(replay: pg.Client, path: string, statements: RecordedStatement[]) {
  const plans: string[] = [];
  for (const statement of statements) {
    if (/^\s*explain/i.test(statement.text)) continue;
    const start = performance.now();
    await replay.query({ text: statement.text, values: statement.values });
    // A transaction's begin, setting and commit are replayed, never explained.
    if (performance.now() - start < 2 || !/^\s*(select|with)\b/i.test(statement.text)) continue;
    const { rows } = await replay.query<{ 'QUERY PLAN': string }>({
      text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      values: statement.values,
    });
    const values = JSON.stringify(statement.values);
    plans.push(
      `${statement.text}\n-- ${values}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
  if (plans.length > 0 && EXPLAIN_FILE)
    fs.appendFileSync(EXPLAIN_FILE, `\n## GET ${path}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\`\n`);
}

type ExportFigures = {
  /** The first download from a fresh server process (code and buffers warming up), then the next. */
  first: DownloadFigures;
  download: DownloadFigures;
  /** Bare pg running the export's statements: its first rows, and all of them. */
  sqlFirstRowsMs: number;
  sqlTotalMs: number;
};

/**
 * The export from a server process of its own on the bench's database, as `npm start` runs it,
 * with that process's RSS sampled: the bench's process holds the load's leftovers, whose heap
 * would set the garbage collector's pace. Its statements are recorded from the bench's app first
 * and replayed through bare pg on one connection for the baseline.
 */
async function measureExport(
  bench: Bench,
  replay: pg.Client,
  token: string,
  path: string,
): Promise<ExportFigures> {
  const headers = { authorization: `Bearer ${token}` };
  const statements = await recordListCall(bench, async () => {
    await download(`${bench.baseUrl}${path}`, headers);
  });
  const start = performance.now();
  let sqlFirstRowsMs = 0;
  for (const statement of statements) {
    const result = await replay.query({
      text: statement.text,
      values: statement.values,
      ...(statement.rowMode && { rowMode: statement.rowMode }),
    });
    if (!sqlFirstRowsMs && /^\s*fetch/i.test(statement.text) && result.rows.length > 0)
      sqlFirstRowsMs = performance.now() - start;
  }
  const sqlTotalMs = performance.now() - start;

  const { server, stop } = await startServerBundle(bench.pool.options.connectionString ?? '', {
    WORKERS: '1',
  });
  try {
    const pid = server.child.pid as number;
    const url = `${server.baseUrl}${path}`;
    const first = await download(url, headers, () => rssOf(pid));
    const figures = await download(url, headers, () => rssOf(pid));
    return { first, download: figures, sqlFirstRowsMs, sqlTotalMs };
  } finally {
    await stop();
  }
}

const ms = (value: number) => value.toFixed(1);

function printFigures(
  figures: ListFigure[],
  header: string,
  exportRun?: { exported: ExportFigures; exportPath: string },
) {
  console.log(`\n## Back-office lists at scale\n\n${header}\n`);
  console.log(
    '| list | case | API p50 ms | API p95 ms | target p95 | raw SQL p50 ms | raw SQL p95 ms | statements | items / total | met? |',
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | :-: |');
  for (const figure of figures) {
    const met = figure.api.p95 <= figure.target ? 'yes' : '**no**';
    const total = figure.total === null ? '–' : figure.total.toLocaleString('en');
    console.log(
      `| ${figure.list} | ${figure.label} | ${figure.api.p50} | ${figure.api.p95} | ≤ ${figure.target} | ${figure.sql.p50} | ${figure.sql.p95} | ${figure.statements} | ${figure.items ?? '–'} / ${total} | ${met} |`,
    );
  }
  if (!exportRun) return;
  const { exported, exportPath } = exportRun;
  const { download: got, first } = exported;
  const grown = (figures: DownloadFigures) =>
    Math.round((figures.rssPeakMb - figures.rssBeforeMb) * 10) / 10;
  const growth = grown(got);
  console.log(`\nCSV export \`GET ${exportPath}\` (gzip accepted, as a browser asks):\n`);
  console.log('| figure | value | target | baseline: raw SQL through bare pg | met? |');
  console.log('| --- | --: | --: | --: | :-: |');
  const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
  console.log(
    `| time to first byte | ${ms(got.firstByteMs)} ms (headers ${ms(got.headersMs)} ms) | ≤ ${FIRST_BYTE_TARGET_MS} ms | first rows ${ms(exported.sqlFirstRowsMs)} ms | ${yes(got.firstByteMs <= FIRST_BYTE_TARGET_MS)} |`,
  );
  console.log(
    `| RSS growth of the server process while streaming | ${growth} MB (${got.rssBeforeMb} → ${got.rssPeakMb} MB) | < ${RSS_GROWTH_TARGET_MB} MB | – | ${yes(growth < RSS_GROWTH_TARGET_MB)} |`,
  );
  console.log(
    `| the same, first download of a fresh server process | ${grown(first)} MB (${first.rssBeforeMb} → ${first.rssPeakMb} MB), first byte ${ms(first.firstByteMs)} ms | < ${RSS_GROWTH_TARGET_MB} MB | – | ${yes(grown(first) < RSS_GROWTH_TARGET_MB)} |`,
  );
  console.log(
    `| whole download | ${ms(got.totalMs)} ms, ${(got.lines - 1).toLocaleString('en')} rows, ${(got.wireBytes / 2 ** 20).toFixed(1)} MB gzip | – | all rows ${ms(exported.sqlTotalMs)} ms | – |`,
  );
}

export async function runAdminListsBench(bench: Bench) {
  const seed = await seedAdminLists(bench.pool, SCALE);
  const tokens: Tokens = {
    staff: await benchLogin(bench, ROLE.admin),
    recruiter: await benchLogin(bench, ROLE.recruiter),
    candidate: await benchLogin(bench, ROLE.candidate),
  };
  const recruiterId = await userIdOf(bench, tokens.recruiter);
  await giveLedger(bench, recruiterId, Math.round(seed.sizes.ledger / 10));
  const { rows } = await bench.pool.query<{ id: number }>(
    `SELECT id FROM countries WHERE iso2 = 'TR'`,
  );
  const countryId = rows[0]?.id ?? 1;
  const replay = new pg.Client({ connectionString: bench.pool.options.connectionString });
  await replay.connect();
  try {
    const figures: ListFigure[] = [];
    for (const entry of listCases({ boardJobPublicId: seed.boardJobPublicId, countryId })) {
      if (ONLY && entry.list !== ONLY) continue;
      const result = await measure(bench, replay, tokens[entry.caller], entry.path, REQUESTS);
      figures.push({ list: entry.list, label: entry.label, target: LIST_TARGET_MS, ...result });
    }
    if (!ONLY || ONLY === BUSY_READS) {
      await giveBusyHistory(bench, {
        recruiter: recruiterId,
        candidate: await userIdOf(bench, tokens.candidate),
      });
      for (const entry of busyUserCases()) {
        const result = await measure(bench, replay, tokens[entry.caller], entry.path, REQUESTS);
        figures.push({ list: entry.list, label: entry.label, target: LIST_TARGET_MS, ...result });
      }
    }
    const sizes = Object.entries(seed.sizes)
      .map(([name, size]) => `${name} ${size.toLocaleString('en')}`)
      .join(', ');
    const header =
      `Scale ${SCALE} (${sizes}; board job ${BOARD_APPLICATIONS.toLocaleString('en')} applications; ` +
      `export limit ${CSV_EXPORT_LIMIT.toLocaleString('en')} rows), loaded in ` +
      `${seed.seconds ? `${seed.seconds.toFixed(0)} s` : 'an earlier run'}. ` +
      `${REQUESTS} sequential requests per case after 3 warm-ups; milliseconds.`;
    if (ONLY) {
      printFigures(figures, `${header} Only: ${ONLY}.`);
      return { figures };
    }
    const board = await measure(
      bench,
      replay,
      tokens.staff,
      `/api/pipeline/jobs/${seed.boardJobPublicId}/board`,
      REQUESTS,
    );
    figures.push({
      list: 'pipeline board',
      label: `one job, ${BOARD_APPLICATIONS.toLocaleString('en')} applications`,
      target: BOARD_TARGET_MS,
      ...board,
      items: null,
      total: null,
    });
    const exportPath = '/api/candidates/export?lang=en&sort=createdAt&order=desc';
    const exported = await measureExport(bench, replay, tokens.staff, exportPath);
    printFigures(figures, header, { exported, exportPath });
    return { figures, exported };
  } finally {
    await replay.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startBenchApp } = await import('./harness.ts');
  const bench = await startBenchApp();
  try {
    await runAdminListsBench(bench);
  } finally {
    await bench.close();
  }
}
