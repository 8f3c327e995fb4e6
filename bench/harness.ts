// The app in a bench's process runs with the V8 flags of a server process, as main.ts sets them.
import '../src/server/start/gc-flags.ts';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { fork } from 'node:child_process';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { createDiskStorage } from '../src/server/infra/storage.ts';
import type { RoleId } from '../src/shared/constants/roles.ts';
import { solvedBotCheckToken } from '../src/server/test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '../src/server/test/factories/user.ts';

/** The real app, listening on a free port, on a fresh embedded database (or DATABASE_URL). */
export async function startBenchApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_POOL_SIZE: '20',
    // The login bench gives each login its own address, as users behind a proxy have.
    TRUST_PROXY: 'true',
  });
  const database = await openDatabase(config, () => {});
  const storage = createDiskStorage(config.filesDir);
  await seedDatabase(database.db, { demo: false, storage });
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

/** Logs `email` in (the test password) through the login API at `baseUrl`: its access token. */
export async function logInAt(
  baseUrl: string,
  email: string,
  captchaToken: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: TEST_PASSWORD, captchaToken }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** A new user of the role, logged in through the API: its access token. */
export async function benchLogin(
  bench: Awaited<ReturnType<typeof startBenchApp>>,
  roleId: RoleId,
): Promise<string> {
  const user = await createUser(bench.db, { roleId });
  return logInAt(bench.baseUrl, user.email, await solvedBotCheckToken(bench.app, 'login'));
}

/** Runs `task(i)` for i < count with `concurrency` at a time; the rate per second. */
export async function rate(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request over a kept-alive connection, accepting gzip and unpacking it as a browser would.
 * The benches use this rather than `fetch`, whose own work (Request, Response and stream objects,
 * its parser) added about 0.6 ms per call at p50 on this machine: the client's cost, not the API's.
 */
function httpRequest(
  url: string,
  options: { method: string; agent: http.Agent; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method,
        agent: options.agent,
        headers: { 'accept-encoding': 'gzip', ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            body: response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** One GET (see `httpRequest`); an answer of 400 or more is an error. */
export async function httpGet(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const response = await httpRequest(url, { method: 'GET', agent: keepAlive, headers });
  if (response.status >= 400) throw new Error(`GET ${url}: ${response.status}`);
  return response.body;
}

/** One POST of a JSON body (see `httpRequest`) over `agent`'s kept-alive connections. */
export function httpPostJson(
  url: string,
  body: unknown,
  agent: http.Agent,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer }> {
  return httpRequest(url, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export type LoadResult = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
};

type WorkerResult = {
  total: number;
  average: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
};

/**
 * Bounded load on loopback only: `connections` clients for `seconds`, from a child process
 * (`load-worker.mjs`), cycling through `paths` when given (else `url`'s own path).
 */
export async function load(
  name: string,
  options: {
    url: string;
    paths?: string[];
    /** Headers of each caller (their token), taken in turn request by request. */
    callers?: Record<string, string>[];
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const worker = fork(fileURLToPath(new URL('./load-worker.mjs', import.meta.url)), {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<WorkerResult>((resolve, reject) => {
    worker.once('message', (message) => resolve(message as WorkerResult));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited with ${code}`)));
  });
  worker.send({
    url: options.url,
    paths: options.paths ?? [],
    callers: options.callers ?? [],
    connections: options.connections ?? 20,
    seconds: options.seconds ?? 10,
    headers: options.headers,
  });
  const { total, average, p50, p97_5, p99, errors } = await result;
  return {
    name,
    requests: total,
    rps: Math.round(average),
    p50,
    p97_5,
    p99,
    errors,
  };
}
