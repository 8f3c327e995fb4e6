// Timing helpers of the back-office lists bench: sequential API calls, the same call's SQL
// replayed one statement after the other through a bare pg connection, and a CSV download
// watched byte by byte while the process's RSS is sampled.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type pg from 'pg';
import type { RecordedStatement } from './sql-replay.ts';

export type Percentiles = { p50: number; p95: number };

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => {
    if (sorted.length === 0) return 0;
    const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
    return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
  };
  return { p50: at(50), p95: at(95) };
}

/** `count` calls one after the other, after `warm` calls that are not counted. */
export async function timeSequential(
  call: () => Promise<unknown>,
  count: number,
  warm = Math.min(3, count),
): Promise<Percentiles> {
  for (let index = 0; index < warm; index += 1) await call();
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

/** Runs a call's statements in order on `client`, as prepared as the app ran them. */
export async function replayOnce(client: pg.ClientBase, statements: RecordedStatement[]) {
  for (const statement of statements)
    await client.query({
      text: statement.text,
      values: statement.values,
      ...(statement.rowMode && { rowMode: statement.rowMode }),
      ...(statement.name && { name: statement.name }),
    });
}

/**
 * Records what the clients the pool hands out (`pool.connect()`: transactions, cursors) run while
 * `during` runs; `pool.query` is left to `recordStatements`. Each client's statements stay
 * together, in the order the clients were taken: two transactions that ran side by side replay
 * one after the other on one connection, each whole.
 */
export async function recordClientStatements(
  pool: pg.Pool,
  during: () => Promise<void>,
): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[][] = [];
  type Connect = (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  const target = pool as unknown as { connect: Connect };
  const original = pool.connect.bind(pool) as Connect;
  target.connect = (...args: unknown[]) => {
    // pool.query() takes its clients with a callback: those are left alone.
    if (args.length > 0) return original(...args);
    return wrap(original() as Promise<pg.PoolClient>);
  };
  const wrap = async (checkout: Promise<pg.PoolClient>) => {
    const client = await checkout;
    const mine: RecordedStatement[] = [];
    recorded.push(mine);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const release = client.release.bind(client);
    const wrapped = client as unknown as {
      query: (...args: unknown[]) => unknown;
      release: (error?: Error | boolean) => void;
    };
    wrapped.query = (...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === 'string')
        mine.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[]; rowMode?: 'array' };
        const values = Array.isArray(second) ? (second as unknown[]) : (config.values ?? []);
        mine.push({ text: config.text, values, rowMode: config.rowMode });
      }
      return query(...args);
    };
    wrapped.release = (error?: Error | boolean) => {
      wrapped.query = query;
      wrapped.release = release;
      release(error);
    };
    return client;
  };
  try {
    await during();
  } finally {
    target.connect = original;
  }
  return recorded.flat();
}

export type DownloadFigures = {
  /** Response headers received. */
  headersMs: number;
  /** First byte of the body. */
  firstByteMs: number;
  totalMs: number;
  /** Bytes on the wire (gzip) and lines of CSV after unpacking. */
  wireBytes: number;
  lines: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * Downloads `url` as a browser does (gzip accepted), counting lines without keeping the body,
 * and samples the server's RSS every 5 ms (`rss`: this process's unless told).
 */
export function download(
  url: string,
  headers: Record<string, string>,
  rss: () => number = () => process.memoryUsage.rss(),
): Promise<DownloadFigures> {
  return new Promise((resolve, reject) => {
    const rssBefore = rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rss());
    }, 5);
    const start = performance.now();
    let headersMs = 0;
    let firstByteMs = 0;
    let wireBytes = 0;
    let lines = 0;
    const fail = (error: Error) => {
      clearInterval(sampler);
      reject(error);
    };
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
        headersMs = performance.now() - start;
        if ((response.statusCode ?? 0) >= 400) {
          response.resume();
          return fail(new Error(`GET ${url}: ${response.statusCode}`));
        }
        response.on('data', (chunk: Buffer) => {
          if (wireBytes === 0) firstByteMs = performance.now() - start;
          wireBytes += chunk.length;
        });
        const body =
          response.headers['content-encoding'] === 'gzip'
            ? response.pipe(zlib.createGunzip())
            : response;
        body.on('data', (chunk: Buffer) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        body.on('error', fail);
        body.on('end', () => {
          clearInterval(sampler);
          rssPeak = Math.max(rssPeak, rss());
          resolve({
            headersMs,
            firstByteMs,
            totalMs: performance.now() - start,
            wireBytes,
            lines,
            rssBeforeMb: mb(rssBefore),
            rssPeakMb: mb(rssPeak),
          });
        });
      })
      .on('error', fail);
  });
}
