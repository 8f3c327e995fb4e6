// `npm run bench -- --quick` (or BENCH_QUICK=1): every bench at small sizes and short loads, in
// under 5 minutes, to check that it runs; the figures in docs/performance.md come from full runs.
// Imported first by run.ts, so the benches read these defaults when they load.
const QUICK_DEFAULTS: Record<string, string> = {
  BENCH_SECONDS: '3',
  BENCH_ROUNDS: '1',
  JOBS_BENCH_SIZES: '20000',
  JOBS_BENCH_SECONDS: '3',
  PAYOUT_BENCH_RECRUITERS: '1000',
  LOGIN_BENCH_LOGINS: '100',
  ADMIN_LISTS_SCALE: '0.02',
  ADMIN_LISTS_REQUESTS: '20',
};

export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
if (quick) for (const [name, value] of Object.entries(QUICK_DEFAULTS)) process.env[name] ??= value;
