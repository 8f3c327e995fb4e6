// Job search benchmark: 100,000 then 1,000,000 open jobs (JOBS_BENCH_SIZES to change), results in
// bench/results/jobs-search.md (summarised in docs/performance.md). `npm run bench` runs it after
// the logged-in reads bench; `npx tsx bench/jobs-run.ts` runs it alone. JOBS_BENCH_SCENARIOS picks
// among keyword, country and combined; JOBS_BENCH_COLD_ONLY=1 measures only the cold statements.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchApp } from './harness.ts';
import { quick } from './quick-defaults.ts';
import { jobsSearchBench, writeJobsReport, type SearchRow } from './jobs-search.bench.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

export async function runJobsSearchBench(bench: Bench) {
  const sizes = (process.env.JOBS_BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
  const seconds = Number(process.env.JOBS_BENCH_SECONDS ?? 20);
  const version = (
    await bench.pool.query<{ v: string }>("SELECT current_setting('server_version') AS v")
  ).rows[0]?.v;
  const header = `# Job search benchmark, ${new Date().toISOString()}\n\n${os.cpus().length} × ${os.cpus()[0]?.model} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · load average at start ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} · PostgreSQL ${version}`;
  // A quick run checks that the bench runs: its figures never replace the run of record's.
  const report = quick
    ? path.join(os.tmpdir(), 'jobs-search.quick.md')
    : 'bench/results/jobs-search.md';
  const rows: SearchRow[] = [];
  let plans = '';
  for (const size of sizes) {
    const result = await jobsSearchBench(bench, size, seconds);
    rows.push(...result.rows);
    plans += result.plans;
    fs.mkdirSync(path.dirname(report), { recursive: true });
    await writeJobsReport(report, header, rows, plans); // after each size
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = await startBenchApp();
  try {
    await runJobsSearchBench(bench);
  } finally {
    await bench.close();
  }
}
