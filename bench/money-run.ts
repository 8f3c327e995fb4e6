// Money benchmarks: a payout batch of 10,000 recruiters with its pain.001 file, and one invoice
// PDF, each beside its baseline. `npm run bench` runs them; `npx tsx bench/money-run.ts` alone.
import { fileURLToPath } from 'node:url';
import { startBenchApp } from './harness.ts';
import { invoicePdfBench, printTimed } from './invoice-pdf.bench.ts';
import { payoutBatchBench } from './payout-batch.bench.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

export async function runMoneyBench(bench: Bench) {
  printTimed([...(await payoutBatchBench(bench)), ...(await invoicePdfBench())]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = await startBenchApp();
  try {
    await runMoneyBench(bench);
  } finally {
    await bench.close();
  }
}
