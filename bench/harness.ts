import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { createDiskStorage } from '../src/server/infra/storage.ts';

/** The real app, listening on a free port, on a fresh embedded database (or DATABASE_URL). */
export async function startBenchApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_POOL_SIZE: '20',
  });
  const database = await openDatabase(config, () => {});
  const storage = createDiskStorage(config.filesDir);
  await seedDatabase(database.db, { demo: false, demoPassword: config.demoPassword, storage });
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    storage,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db: database.db,
    pool: database.pool,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LoadResult = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/** Bounded load on loopback only: `connections` clients for `seconds`. */
export async function load(
  name: string,
  options: {
    url: string;
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 20,
    duration: options.seconds ?? 10,
    headers: options.headers,
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: LoadResult[]) {
  console.log('| benchmark | requests | req/s | p50 ms | p97.5 ms | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
    );
}
