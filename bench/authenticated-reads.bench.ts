// Logged-in reads under load (issue 27): each call beside the raw SQL it runs, replayed through a
// bare pg pool at the same concurrency, and beside a bare Fastify route running that same SQL (the
// least any HTTP call of it can cost here); the health route beside a bare Fastify route.
// The three loads of a call take turns in rounds (API, SQL, bare route, then again), so that a
// burst of the shared host's other work falls on one round, not on one of the three.
// `npm run bench` runs it; `npx tsx bench/authenticated-reads.bench.ts` alone
// (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS change the 10 s of each load, the 3 rounds and
// the 20 connections; loads much shorter than 10 s raise a light call's p50, the load generator
// being a fresh process each time).
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { ROLE } from '../src/shared/constants/roles.ts';
import { notifications } from '../src/server/db/schema/index.ts';
import { lookupName, renderEvent } from '../src/server/platform/notifications/render.ts';
import { storedParams } from '../src/server/platform/notifications/stored-notice.ts';
import { benchLogin, load, startBenchApp, type LoadResult } from './harness.ts';
import {
  recordCallStatements,
  replayLoad,
  runStatements,
  type RecordedStatement,
} from './sql-replay.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Recruiters whose calls the load takes in turn: as many users' pages at once as in a real day. */
const CALLERS = Math.max(1, Number(process.env.BENCH_CALLERS ?? 100));

/** The reads every logged-in page makes (the session, the bell, the badge, the dashboard). */
const CALLS = [
  { name: 'GET /api/auth/me', path: '/api/auth/me' },
  { name: 'GET /api/notifications (bell)', path: '/api/notifications?limit=10' },
  { name: 'GET /api/points/balance', path: '/api/points/balance' },
  { name: 'GET /api/dashboard', path: '/api/dashboard' },
];

type SqlFigure = { rate: number; p50: number; p95: number };

export type ReadFigure = {
  name: string;
  /** The round whose API p50 is the median; its req/s and p97.5 are shown with it. */
  api: LoadResult;
  statements: number;
  sql: SqlFigure;
  /** A bare Fastify route running the call's statements on a bare pool and sending their rows. */
  floor: LoadResult;
  /** Per round: API p50 ÷ SQL p50 and bare route p50 ÷ SQL p50, measured one after the other. */
  ratios: number[];
  floorRatios: number[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The round whose `key` is the median one (the lower middle of an even count). */
function medianRound<T>(rounds: T[], key: (round: T) => number): T {
  const sorted = [...rounds].sort((a, b) => key(a) - key(b));
  const round = sorted[Math.floor((sorted.length - 1) / 2)];
  if (round === undefined) throw new Error('no rounds');
  return round;
}

/** A bare Fastify app with one GET route answering `answer()`, listening on loopback. */
async function bareFastify(answer: () => Promise<unknown>) {
  const bare = Fastify();
  bare.get('/ping', answer);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/ping`, close: () => bare.close() };
}

async function bareFastifyLoad(name: string, answer: () => Promise<unknown>): Promise<LoadResult> {
  const bare = await bareFastify(answer);
  try {
    return await load(name, { url: bare.url, seconds: SECONDS, connections: CONNECTIONS });
  } finally {
    await bare.close();
  }
}

/** One call's three loads in turn, ROUNDS times, after a load of the API that is not counted. */
async function measureCall(
  call: { name: string; url: string; callers: Record<string, string>[] },
  connectionString: string,
  statements: RecordedStatement[],
): Promise<Omit<ReadFigure, 'statements'>> {
  const loadOf = (url: string, seconds: number, callers?: Record<string, string>[]) =>
    load(call.name, { url, callers, seconds, connections: CONNECTIONS });
  const pool = new pg.Pool({ connectionString, max: CONNECTIONS });
  const floorRoute = await bareFastify(async () => ({
    rows: await runStatements(pool, statements),
  }));
  try {
    await loadOf(call.url, 2, call.callers);
    await loadOf(floorRoute.url, 1);
    const rounds: { api: LoadResult; sql: SqlFigure; floor: LoadResult }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const api = await loadOf(call.url, SECONDS, call.callers);
      const sql = await replayLoad(connectionString, statements, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      const floor = await loadOf(floorRoute.url, SECONDS);
      rounds.push({ api, sql, floor });
    }
    return {
      name: call.name,
      api: medianRound(rounds, (round) => round.api.p50).api,
      sql: medianRound(rounds, (round) => round.sql.p50).sql,
      floor: medianRound(rounds, (round) => round.floor.p50).floor,
      ratios: rounds.map((round) => round.api.p50 / round.sql.p50),
      floorRatios: rounds.map((round) => round.floor.p50 / round.sql.p50),
    };
  } finally {
    await floorRoute.close();
    await pool.end();
  }
}

/** A recruiter logged in, with a bell with something in it: 30 status changes as notify() writes them, a third unread. */
async function recruiterWithBell(bench: Bench) {
  const token = await benchLogin(bench, ROLE.recruiter);
  const me = (await (
    await fetch(`${bench.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { user: { id: string } };
  const userId = (
    await bench.pool.query<{ id: number }>('select id from users where public_id = $1', [
      me.user.id,
    ])
  ).rows[0]?.id;
  if (!userId) throw new Error('bench user not found');
  await bench.db.insert(notifications).values(
    Array.from({ length: 30 }, (_, index) => {
      const params = {
        candidate: `Candidate ${index}`,
        job: 'Data Analyst',
        reference: `BENCH-${index}`,
        status: lookupName({ nameEn: 'Interview', nameTr: 'Mülakat' }),
      };
      return {
        userId,
        type: 'task' as const,
        ...renderEvent('statusChanged', params, 'en'),
        event: 'statusChanged',
        params: storedParams(params),
        language: 'en',
        readAt: index % 3 === 0 ? null : new Date(),
      };
    }),
  );
  return { authorization: `Bearer ${token}` };
}

export async function authenticatedReadsBench(bench: Bench) {
  const callers: Record<string, string>[] = [];
  for (let index = 0; index < CALLERS; index++) callers.push(await recruiterWithBell(bench));
  const headers = callers[0] ?? {};
  const connectionString = bench.pool.options.connectionString ?? '';

  const bare = await bareFastifyLoad('baseline: bare Fastify route', async () => ({ ok: true }));
  const health = await load('GET /api/health', {
    url: `${bench.baseUrl}/api/health`,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  const figures: ReadFigure[] = [];
  for (const call of CALLS) {
    const url = `${bench.baseUrl}${call.path}`;
    const statements = await recordCallStatements(bench.pool, async () => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${call.name}: ${response.status}`);
      await response.arrayBuffer();
    });
    const figure = await measureCall(
      { name: call.name, url, callers },
      connectionString,
      statements,
    );
    figures.push({ ...figure, statements: statements.length });
  }
  return { bare, health, figures };
}

export function printAuthenticatedReads(
  result: Awaited<ReturnType<typeof authenticatedReadsBench>>,
) {
  const { bare, health, figures } = result;
  console.log(
    `\n## Logged-in reads (${CONNECTIONS} connections, the calls of ${CALLERS} recruiters in turn; each call's API, raw SQL and bare route take turns, ${ROUNDS} rounds of ${SECONDS} s; medians of the rounds, the rounds' ratios in brackets)\n`,
  );
  console.log(
    '| call | req/s | p50 ms | p97.5 ms | errors | raw SQL: statements | raw SQL calls/s | raw SQL p50 ms | API p50 ÷ SQL p50 | bare Fastify + the same SQL: req/s | its p50 ms | its p50 ÷ SQL p50 |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
  const ratios = (values: number[]) =>
    `${median(values).toFixed(2)} (${values.map((value) => value.toFixed(2)).join(', ')})`;
  for (const { name, api, statements, sql, floor, ratios: apiRatios, floorRatios } of figures) {
    console.log(
      `| ${name} | ${api.rps} | ${api.p50} | ${api.p97_5} | ${api.errors} | ${statements} | ${sql.rate} | ${sql.p50} | ${ratios(apiRatios)} | ${floor.rps} | ${floor.p50} | ${ratios(floorRatios)} |`,
    );
  }
  console.log(
    `| GET /api/health | ${health.rps} | ${health.p50} | ${health.p97_5} | ${health.errors} | bare Fastify route: ${bare.rps} req/s, p50 ${bare.p50} ms | bare ÷ health: ${ratio(bare.rps, health.rps)} | | | | | |`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = await startBenchApp();
  try {
    printAuthenticatedReads(await authenticatedReadsBench(bench));
  } finally {
    await bench.close();
  }
}
