import { quick } from './quick-defaults.ts';
import os from 'node:os';
import { startBenchApp } from './harness.ts';
import { authenticatedReadsBench, printAuthenticatedReads } from './authenticated-reads.bench.ts';
import { runJobsSearchBench } from './jobs-run.ts';
import { runMoneyBench } from './money-run.ts';
import { runWorkersBench } from './workers.bench.ts';
import { loginBench, printLogin } from './login.bench.ts';

const bench = await startBenchApp();
try {
  console.log(
    `# ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}${quick ? ' · quick mode' : ''}`,
  );
  printAuthenticatedReads(await authenticatedReadsBench(bench));
  printLogin(await loginBench(bench));
  await runWorkersBench(bench);
  await runMoneyBench(bench);
  await runJobsSearchBench(bench);
} finally {
  await bench.close();
}
