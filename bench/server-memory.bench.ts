// Memory of one server process through every kind of load the bench makes (issue 27: idle under
// 200 MB RSS, under 400 MB throughout). The built server (what `npm start` runs) on the bench's
// database, after the job search bench has loaded its jobs; its RSS read from /proc every 5 ms
// while, in turn, the logged-in reads, the logins and the job searches load it. The CSV export's
// memory is measured by the back-office lists bench. `npm run bench` runs it; alone,
// `npx tsx bench/server-memory.bench.ts` runs it on a database with 20,000 jobs
// (SERVER_MEMORY_JOBS), BENCH_SECONDS and LOGIN_BENCH_LOGINS as for the other benches.
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROLE } from '../src/shared/constants/roles.ts';
import { solvedBotCheckTokenAt } from '../src/server/test/bot-check-token.ts';
import { createUser } from '../src/server/test/factories/user.ts';
import type { ServerProcess } from '../src/server/test/server-process.ts';
import { load, logInAt, rate, startBenchApp } from './harness.ts';
import { randomSearchPaths, seedBenchJobs } from './jobs-search.bench.ts';
import { rssOf } from './process-usage.ts';
import { startServerBundle } from './server-bundle.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LOGINS = Number(process.env.LOGIN_BENCH_LOGINS ?? 300);
const IDLE_LIMIT_MB = 200;
const LOAD_LIMIT_MB = 400;
const MB = 1024 * 1024;

export type MemoryPhase = {
  name: string;
  /** Requests answered and failed (errors and non-2xx answers); none for an idle phase. */
  requests: number;
  errors: number;
  startMb: number;
  peakMb: number;
  endMb: number;
};

type Answered = { requests: number; errors: number };
const IDLE: Answered = { requests: 0, errors: 0 };

/** The logged-in reads every page makes, cycled by the load generator. */
const READ_PATHS = [
  '/api/auth/me',
  '/api/notifications?limit=10',
  '/api/points/balance',
  '/api/dashboard',
];

/** Logs `email` in from `address` (X-Forwarded-For, trusted by the bench's server). */
async function logIn(server: ServerProcess, email: string, address: string) {
  const captchaToken = await solvedBotCheckTokenAt(server.baseUrl, 'login');
  return logInAt(server.baseUrl, email, captchaToken, { 'x-forwarded-for': address });
}

/** The logins of `emails`, `CONNECTIONS` at once, each user from an address of its own. */
async function logins(server: ServerProcess, emails: string[]): Promise<Answered> {
  await rate(emails.length, CONNECTIONS, async (index) => {
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    await logIn(server, emails[index] ?? '', address);
  });
  return { requests: emails.length, errors: 0 };
}

export async function serverMemoryBench(bench: Bench): Promise<MemoryPhase[]> {
  const databaseUrl = bench.pool.options.connectionString;
  if (!databaseUrl) throw new Error('the bench database has no connection string');
  const reader = await createUser(bench.db, { roleId: ROLE.recruiter });
  const emails: string[] = [];
  for (let index = 0; index < LOGINS; index += 1)
    emails.push((await createUser(bench.db, { roleId: ROLE.recruiter })).email);
  const searches = await randomSearchPaths(bench.pool, 20_000);

  const { server, stop } = await startServerBundle(databaseUrl, {
    WORKERS: '1',
    // Each login from its own address, as in the login bench: the limits are not measured.
    TRUST_PROXY: 'true',
  });
  const pid = server.child.pid as number;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 5);
  const phases: MemoryPhase[] = [];
  async function phase(name: string, work: () => Promise<Answered>) {
    const start = rssOf(pid);
    peak = start;
    const { requests, errors } = await work();
    const end = rssOf(pid);
    phases.push({
      name,
      requests,
      errors,
      startMb: Math.round(start / MB),
      peakMb: Math.round(Math.max(peak, end) / MB),
      endMb: Math.round(end / MB),
    });
  }
  try {
    await phase('idle, 3 s after start', () => sleep(3_000, IDLE));
    const token = await logIn(server, reader.email, '10.255.0.1');
    const headers = { authorization: `Bearer ${token}` };
    await phase(`logged-in reads (${READ_PATHS.length} calls in turn), ${SECONDS} s`, () =>
      load('logged-in reads', {
        url: server.baseUrl,
        paths: READ_PATHS,
        headers,
        connections: CONNECTIONS,
        seconds: SECONDS,
      }),
    );
    await phase(`${LOGINS} logins, ${CONNECTIONS} at once`, () => logins(server, emails));
    await phase(`job searches, ${SECONDS} s`, () =>
      load('job searches', {
        url: server.baseUrl,
        paths: searches,
        connections: CONNECTIONS,
        seconds: SECONDS,
      }),
    );
    await phase('idle again, 3 s', () => sleep(3_000, IDLE));
    return phases;
  } finally {
    clearInterval(sampler);
    await stop('SIGTERM');
  }
}

export function printServerMemory(phases: MemoryPhase[]) {
  console.log(
    `\n## Memory of one server process (the built server, WORKERS=1, on the bench's database; RSS sampled every 5 ms)\n`,
  );
  console.log(
    '| load | requests | errors | RSS at its start MB | RSS peak MB | RSS at its end MB |',
  );
  console.log('| --- | --: | --: | --: | --: | --: |');
  for (const { name, requests, errors, startMb, peakMb, endMb } of phases)
    console.log(`| ${name} | ${requests} | ${errors} | ${startMb} | ${peakMb} | ${endMb} |`);
  const idle = phases[0]?.peakMb ?? 0;
  const peak = Math.max(...phases.map((phase) => phase.peakMb));
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `\nIdle ${idle} MB (target < ${IDLE_LIMIT_MB}: ${verdict(idle < IDLE_LIMIT_MB)}); peak through every load ${peak} MB (target < ${LOAD_LIMIT_MB}: ${verdict(peak < LOAD_LIMIT_MB)}).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = await startBenchApp();
  try {
    await seedBenchJobs(bench.pool, Number(process.env.SERVER_MEMORY_JOBS ?? 20_000));
    printServerMemory(await serverMemoryBench(bench));
  } finally {
    await bench.close();
  }
}
