// Several server processes (issue 27): authenticated reads (`GET /api/auth/me`, bearer token) on
// the real server with WORKERS=1 and then WORKERS=2 on one database, the ratio of the two, and the
// resident memory of every process idle and under the load. `npm run bench` runs it;
// `npx tsx bench/workers.bench.ts` alone (BENCH_SECONDS, BENCH_CONNECTIONS: 10 s, 20 connections).
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ROLE } from '../src/shared/constants/roles.ts';
import { solvedBotCheckTokenAt } from '../src/server/test/bot-check-token.ts';
import { createUser } from '../src/server/test/factories/user.ts';
import type { ServerProcess } from '../src/server/test/server-process.ts';
import { load, logInAt, startBenchApp, type LoadResult } from './harness.ts';
import { serverBundleEntry, startServerBundle } from './server-bundle.ts';
import { cpuDuring, descendantsOf, rssOf, type CpuUse } from './process-usage.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MB = 1024 * 1024;

/** The server's processes: the one started and, with WORKERS > 1, its Node workers. */
function serverPids(server: ServerProcess): number[] {
  const primary = server.child.pid as number;
  const workers = descendantsOf(primary)
    .filter((info) => info.parent === primary && info.command.includes('main.js'))
    .map((info) => info.pid);
  return [primary, ...workers];
}

const megabytes = (bytes: number[]) => bytes.map((b) => Math.round(b / MB)).join(' / ');

type WorkersFigure = {
  workers: number;
  result: LoadResult;
  /** Per process (the first is the one started: the single server, or the cluster's primary). */
  idleRss: number[];
  endRss: number[];
  peakRss: number[];
  /** Where the cores went during the measured load. */
  cpu: CpuUse;
};

async function measure(
  databaseUrl: string,
  email: string,
  workers: number,
): Promise<WorkersFigure> {
  const { server, stop } = await startServerBundle(databaseUrl, {
    WORKERS: String(workers),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  try {
    const accessToken = await logInAt(
      server.baseUrl,
      email,
      await solvedBotCheckTokenAt(server.baseUrl, 'login'),
    );
    const options = {
      url: `${server.baseUrl}/api/auth/me`,
      headers: { authorization: `Bearer ${accessToken}` },
      connections: CONNECTIONS,
    };
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const pids = serverPids(server);
    if (pids.length !== (workers > 1 ? workers + 1 : 1))
      throw new Error(`expected ${workers} server processes, found ${pids.length}`);
    const idleRss = pids.map(rssOf);
    // The same short warm-up for both (JIT, pools), then the measured run.
    await load('warm-up', { ...options, seconds: 3 });
    const peakRss = pids.map(rssOf);
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => (peakRss[i] = Math.max(peakRss[i] ?? 0, rssOf(pid))));
    }, 250);
    const name = `GET /api/auth/me (bearer), WORKERS=${workers}`;
    const { result, use } = await cpuDuring(
      process.pid,
      (info) =>
        workers > 1 && info.pid === pids[0]
          ? 'primary'
          : pids.includes(info.pid)
            ? 'server'
            : info.command.includes('load-worker')
              ? 'load generator'
              : /^(\S*\/)?postgres[:\s]/.test(info.command)
                ? 'PostgreSQL'
                : 'other',
      () => load(name, { ...options, seconds: SECONDS }),
    ).finally(() => clearInterval(sampler));
    const endRss = pids.map(rssOf);
    return { workers, result, idleRss, endRss, peakRss, cpu: use };
  } finally {
    await stop('SIGTERM');
  }
}

export async function workersBench(bench: Bench): Promise<WorkersFigure[]> {
  serverBundleEntry();
  const databaseUrl = bench.pool.options.connectionString;
  if (!databaseUrl) throw new Error('the bench database has no connection string');
  const { email } = await createUser(bench.db, { roleId: ROLE.recruiter });
  return [await measure(databaseUrl, email, 1), await measure(databaseUrl, email, 2)];
}

/** Cores a group used; '–' for a group that had no process (no primary without a cluster). */
const cores = (use: CpuUse, group: string) => use.cores.get(group)?.toFixed(2) ?? '–';

export function printWorkers(figures: WorkersFigure[]) {
  console.log('\n## Several processes (the built server, GET /api/auth/me, 20 connections)\n');
  console.log(
    `| processes | requests | req/s | p50 ms | p97.5 ms | p99 ms | errors | cores: servers / cluster primary / load generator / PostgreSQL | machine busy (${os.cpus().length} cores) | RSS idle MB | RSS end of load MB | RSS peak MB |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { workers, result: r, cpu, idleRss, endRss, peakRss } of figures) {
    const used = ['server', 'primary', 'load generator', 'PostgreSQL'].map((group) =>
      cores(cpu, group),
    );
    console.log(
      `| ${workers === 1 ? '1 (WORKERS=1)' : `${workers} (primary / workers)`} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.errors} | ${used.join(' / ')} | ${Math.round(cpu.machineBusy * 100)}% | ${megabytes(idleRss)} | ${megabytes(endRss)} | ${megabytes(peakRss)} |`,
    );
  }
  const [one, two] = figures;
  if (one && two) {
    const ceiling = scalingCeiling(one.cpu, two.workers, os.cpus().length);
    console.log(
      `\nGET /api/auth/me, ${two.workers} processes / 1: ${(two.result.rps / one.result.rps).toFixed(2)}x (target ≥ 1.6x); the most ${two.workers} processes can reach on ${os.cpus().length} cores with the CPU one process's requests took: ${ceiling.ratio.toFixed(2)}x (${ceiling.reason}); RSS target: idle < 200 MB, under load < 400 MB per process`,
    );
  }
}

/**
 * The ceiling of N processes over one, from the cores the run of one used: every request costs
 * the same CPU in the server, PostgreSQL and the load generator whatever the number of processes,
 * so N processes reach at most the machine's cores over what one process's load used, and at
 * most N server processes each as busy as the single one could be (one core each).
 */
export function scalingCeiling(one: CpuUse, processes: number, machineCores: number) {
  const used = [...one.cores.values()].reduce((sum, cores) => sum + cores, 0);
  const server = one.cores.get('server') ?? 0;
  const byMachine = used > 0 ? machineCores / used : Infinity;
  const byServers = server > 0 ? processes / server : Infinity;
  return byMachine <= byServers
    ? {
        ratio: byMachine,
        reason: `${machineCores} cores ÷ the ${used.toFixed(2)} cores one process's load used, all processes counted`,
      }
    : {
        ratio: byServers,
        reason: `${processes} server processes ÷ the ${server.toFixed(2)} core one used`,
      };
}

export async function runWorkersBench(bench: Bench) {
  printWorkers(await workersBench(bench));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = await startBenchApp();
  try {
    await runWorkersBench(bench);
  } finally {
    await bench.close();
  }
}
