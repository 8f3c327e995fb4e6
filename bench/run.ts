import { quick } from './quick-defaults.ts';
import os from 'node:os';
import { startBenchApp } from './harness.ts';
import { authenticatedReadsBench, printAuthenticatedReads } from './authenticated-reads.bench.ts';
import { runAdminListsBench } from './admin-lists.bench.ts';
import { runJobsSearchBench } from './jobs-run.ts';
import { runMoneyBench } from './money-run.ts';
import { runWorkersBench } from './workers.bench.ts';
import { loginBench, printLogin } from './login.bench.ts';
import { printServerMemory, serverMemoryBench } from './server-memory.bench.ts';

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

console.log(
  `# ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}${quick ? ' · quick mode' : ''} · load average ${load()}`,
);
/** Runs one bench and says how long it took, so that a slow run shows where its time went. */
async function timed(name: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  console.log(`\n# ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const bench = await startBenchApp();
try {
  await timed('logged-in reads', async () =>
    printAuthenticatedReads(await authenticatedReadsBench(bench)),
  );
  await timed('login', async () => printLogin(await loginBench(bench)));
  await timed('several processes', () => runWorkersBench(bench));
  await timed('money', () => runMoneyBench(bench));
  await timed('job search', () => runJobsSearchBench(bench));
  // After the job search: the server is loaded with searches over the jobs it left.
  await timed('server memory', async () => printServerMemory(await serverMemoryBench(bench)));
} finally {
  await bench.close();
}
// The back-office lists load their own million rows on a database of their own, so that the
// job search's million jobs do not change what they measure, nor they the job search.
const lists = await startBenchApp();
try {
  await timed('back-office lists', () => runAdminListsBench(lists));
} finally {
  await lists.close();
}
console.log(`\n# done ${new Date().toISOString()} · load average ${load()}`);
