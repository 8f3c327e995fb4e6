import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** One statement as the app sent it to PostgreSQL. */
export type RecordedStatement = {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** A prepared statement's name: replayed prepared too, as the app runs it. */
  name?: string;
};

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Records every statement the app's pool runs while `during` runs: the raw SQL of one call,
 * to be replayed through a bare `pg` pool as that call's database baseline.
 */
export async function recordStatements(
  pool: pg.Pool,
  during: () => Promise<void>,
): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const original = pool.query.bind(pool) as QueryFn;
  const target = pool as unknown as { query: QueryFn };
  target.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') {
      recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === 'object' && 'text' in first) {
      // Drizzle passes its values beside the query config, pg's own callers inside it.
      const config = first as {
        text: string;
        values?: unknown[];
        rowMode?: 'array';
        name?: string;
      };
      const values = Array.isArray(second) ? (second as unknown[]) : (config.values ?? []);
      recorded.push({ text: config.text, values, rowMode: config.rowMode, name: config.name });
    }
    return original(...args);
  };
  try {
    await during();
  } finally {
    target.query = original;
  }
  return recorded;
}

/**
 * The statements both recordings ran, in order (their longest common subsequence by text), taken
 * from `b`.
 */
function commonStatements(a: RecordedStatement[], b: RecordedStatement[]): RecordedStatement[] {
  const width = b.length + 1;
  // common[i * width + j]: how many statements a[i..] and b[j..] have in common.
  const common = new Uint32Array((a.length + 1) * width);
  const at = (i: number, j: number) => common[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i * width + j] =
        a[i]?.text === b[j]?.text ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const statements: RecordedStatement[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const statement = b[j] as RecordedStatement;
    if (a[i]?.text === statement.text) {
      statements.push(statement);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return statements;
}

/** Statements of the app's background work one recording may hold that the other does not. */
const STRAY_STATEMENTS = 2;

/**
 * The statements of one call, recorded (`record` runs the call once) until two calls in a row
 * agree: a statement of the app's background work (the outbox, a live event, presence) that ran
 * during one recording is left out. A long call (an export's 2,000 `FETCH`es) nearly always has
 * such a statement in each recording: two recordings that differ by at most STRAY_STATEMENTS
 * apart from their common statements agree on those.
 */
export async function recordUntilSteady(
  record: () => Promise<RecordedStatement[]>,
): Promise<RecordedStatement[]> {
  let previous = await record();
  const sizes = [previous.length];
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await record();
    sizes.push(current.length);
    const common = commonStatements(previous, current);
    // Two short recordings that share nothing must not agree on no statements at all.
    const stray = Math.max(previous.length, current.length) - common.length;
    if (common.length > 0 && stray <= STRAY_STATEMENTS) return common;
    previous = current;
  }
  throw new Error(
    `the call ran different statements on each of 6 recordings (${sizes.join(', ')} statements)`,
  );
}

/** The statements one call runs through `pool.query`, recorded until two calls agree. */
export const recordCallStatements = (pool: pg.Pool, call: () => Promise<void>) =>
  recordUntilSteady(() => recordStatements(pool, call));

/** Runs recorded statements one after the other on `pool`, as the call ran them: the last rows. */
export async function runStatements(pool: pg.Pool, statements: RecordedStatement[]) {
  let rows: unknown[] = [];
  for (const statement of statements)
    rows = (
      await pool.query({
        text: statement.text,
        values: statement.values,
        ...(statement.rowMode && { rowMode: statement.rowMode }),
        ...(statement.name && { name: statement.name }),
      })
    ).rows;
  return rows;
}

export type SqlLoadResult = { iterations: number; rate: number; p50: number; p95: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

/**
 * The statements of one call, run one after the other as the call runs them, by `connections`
 * concurrent loops over a bare `pg` pool of that size for `seconds`: the database's limit for the
 * call at the same concurrency as the HTTP load.
 */
export async function replayLoad(
  connectionString: string,
  statements: RecordedStatement[],
  options: { connections: number; seconds: number },
): Promise<SqlLoadResult> {
  const pool = new pg.Pool({ connectionString, max: options.connections });
  try {
    const runOnce = () => runStatements(pool, statements);
    // Warm every connection (and PostgreSQL's plan and buffer caches) before counting.
    await Promise.all(Array.from({ length: options.connections }, runOnce));
    const latencies: number[] = [];
    const end = performance.now() + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          await runOnce();
          latencies.push(performance.now() - start);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      iterations: latencies.length,
      rate: Math.round(latencies.length / options.seconds),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
    };
  } finally {
    await pool.end();
  }
}
