// Logged-in reads under load (issue 27): each call beside the raw SQL it runs, replayed through a
// bare pg pool at the same concurrency, and beside a bare Fastify route running that same SQL (the
// least any HTTP call of it can cost here); the health route beside a bare Fastify route.
// `npm run bench` runs it; `npx tsx bench/authenticated-reads.bench.ts` alone
// (BENCH_SECONDS, BENCH_CONNECTIONS change the 10 s and the 20 connections).
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { ROLE } from '../src/shared/constants/roles.ts';
import { notifications } from '../src/server/db/schema/index.ts';
import { benchLogin, load, startBenchApp, type LoadResult } from './harness.ts';
import {
  recordCallStatements,
  replayLoad,
  runStatements,
  type RecordedStatement,
} from './sql-replay.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** The reads every logged-in page makes (the session, the bell, the badge, the dashboard). */
const CALLS = [
  { name: 'GET /api/auth/me', path: '/api/auth/me' },
  { name: 'GET /api/notifications (bell)', path: '/api/notifications?limit=10' },
  { name: 'GET /api/points/balance', path: '/api/points/balance' },
  { name: 'GET /api/dashboard', path: '/api/dashboard' },
];

export type ReadFigure = {
  name: string;
  api: LoadResult;
  statements: number;
  sql: { rate: number; p50: number; p95: number };
  /** A bare Fastify route running the call's statements on a bare pool and sending their rows. */
  floor: LoadResult;
};

/** Load on a bare Fastify app with one GET route answering `answer()`. */
async function bareFastifyLoad(name: string, answer: () => Promise<unknown>): Promise<LoadResult> {
  const bare = Fastify();
  bare.get('/ping', answer);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await load(name, {
      url: `http://127.0.0.1:${port}/ping`,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
  } finally {
    await bare.close();
  }
}

async function bareFastifyWithSql(
  name: string,
  connectionString: string,
  statements: RecordedStatement[],
): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString, max: CONNECTIONS });
  try {
    return await bareFastifyLoad(name, async () => ({
      rows: await runStatements(pool, statements),
    }));
  } finally {
    await pool.end();
  }
}

export async function authenticatedReadsBench(bench: Bench) {
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
  // A bell with something in it: 30 notifications, a third unread.
  await bench.db.insert(notifications).values(
    Array.from({ length: 30 }, (_, index) => ({
      userId,
      type: 'task' as const,
      title: `Bench notification ${index}`,
      readAt: index % 3 === 0 ? null : new Date(),
    })),
  );
  const headers = { authorization: `Bearer ${token}` };
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
    const api = await load(call.name, { url, headers, seconds: SECONDS, connections: CONNECTIONS });
    const sql = await replayLoad(connectionString, statements, {
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const floor = await bareFastifyWithSql(`${call.name} floor`, connectionString, statements);
    figures.push({ name: call.name, api, statements: statements.length, sql, floor });
  }
  return { bare, health, figures };
}

export function printAuthenticatedReads(
  result: Awaited<ReturnType<typeof authenticatedReadsBench>>,
) {
  const { bare, health, figures } = result;
  console.log(`\n## Logged-in reads (${CONNECTIONS} connections, ${SECONDS} s each)\n`);
  console.log(
    '| call | req/s | p50 ms | p97.5 ms | errors | raw SQL: statements | raw SQL calls/s | raw SQL p50 ms | API p50 ÷ SQL p50 | bare Fastify + the same SQL: req/s | its p50 ms | its p50 ÷ SQL p50 |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
  for (const { name, api, statements, sql, floor } of figures) {
    console.log(
      `| ${name} | ${api.rps} | ${api.p50} | ${api.p97_5} | ${api.errors} | ${statements} | ${sql.rate} | ${sql.p50} | ${ratio(api.p50, sql.p50)} | ${floor.rps} | ${floor.p50} | ${ratio(floor.p50, sql.p50)} |`,
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
