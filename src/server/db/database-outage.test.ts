import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { HEALTH_TIMEOUT_MS } from './database-errors.ts';
import { createDiskStorage } from '../infra/storage.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';
import {
  createDatabase,
  createPool,
  SETUP_DATABASE_TIMEOUTS,
  type DatabaseTimeouts,
} from './client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { ensureDatabase } from './ensure-database.ts';
import { isPostgresOf } from './postgres-process.ts';
import { runMigrations } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';

// Kills and freezes its own embedded PostgreSQL, so it runs only when the suite uses the embedded
// one (and on Linux, where /proc lists the server's processes).
const embedded = !process.env.DATABASE_URL && process.platform === 'linux';
/** Short bounds so the test stays fast; production uses DEFAULT_DATABASE_TIMEOUTS. */
const TIMEOUTS: DatabaseTimeouts = {
  connectMs: 1_000,
  statementMs: 3_000,
  silenceMs: 4_000, // above statementMs, as in production: a slow statement is not a dead server
  idleInTransactionMs: 5_000,
};

let dir: string;
let server: EmbeddedPostgres;
let pool: pg.Pool;
let app: App;
let headers: Record<string, string>;
let userId: number;
const log: string[] = [];
const logWaiters: { pattern: RegExp; resolve: () => void }[] = [];
function onLog(line: string) {
  log.push(line);
  for (const waiter of logWaiters) if (waiter.pattern.test(line)) waiter.resolve();
}
/** Resolves when the launcher logs a matching line (its supervisor's only outward signal). */
function logged(pattern: RegExp) {
  return new Promise<void>((resolve) => {
    if (log.some((line) => pattern.test(line))) resolve();
    else logWaiters.push({ pattern, resolve });
  });
}

beforeAll(async () => {
  if (!embedded) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-outage-'));
  server = await startEmbeddedPostgres(dir, onLog, {
    firstMs: 100,
    maxMs: 1_000,
  });
  await ensureDatabase(server.url('postgres'), 'app');
  const setupPool = createPool(server.url('app'), 2, SETUP_DATABASE_TIMEOUTS);
  await runMigrations(setupPool);
  const storage = createDiskStorage(path.join(dir, 'files'));
  await seedDatabase(createDatabase(setupPool), { demo: false, storage });
  await setupPool.end();

  pool = createPool(server.url('app'), 5, TIMEOUTS);
  const db = createDatabase(pool);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: server.url('app'),
  });
  app = await buildApp({ config, db, pool, storage, logger: false });
  await app.ready();
  const user = await createUser(db, {});
  userId = user.id;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email: user.email,
      password: TEST_PASSWORD,
      captchaToken: await solvedBotCheckToken(app, 'login'),
    },
  });
  headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
}, 120_000);

afterAll(async () => {
  if (!embedded) return;
  await app?.close();
  if (!pool.ended) await pool.end();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A write in a transaction (the kind that crashed the process when its connection died). */
const write = () => app.inject({ method: 'POST', url: '/api/notifications/clear', headers });

/** The postmaster and its children: PostgreSQL makes each backend its own process group. */
function serverProcesses(postmaster: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Waits for a condition the database reports (no event exists for "a query waits on a lock"). */
async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

function expectUnavailable(response: Awaited<ReturnType<typeof write>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ code: 'unavailable' });
}

describe.runIf(embedded)('the database failing under the server', () => {
  it('answers 503 within the bounds while PostgreSQL is frozen (SIGSTOP), 2xx once it resumes', async () => {
    expect((await write()).statusCode).toBe(200);
    const frozen = serverProcesses(server.pid() as number);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      const [health, ...writes] = await Promise.all([
        app.inject({ url: '/api/health' }),
        ...Array.from({ length: 8 }, write), // more than the pool: some wait for a connection
      ]);
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      for (const response of writes) expectUnavailable(response);
      // Every request was answered within the silence or connect bound, not left hanging.
      expect(Date.now() - started).toBeLessThan(
        Math.max(HEALTH_TIMEOUT_MS, TIMEOUTS.silenceMs + TIMEOUTS.connectMs) + 3_000,
      );
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    expect((await write()).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('stays up when PostgreSQL is killed under load, answers 503, then 2xx after the restart', async () => {
    expect((await write()).statusCode).toBe(200);
    // Hold the writes inside their transactions (waiting on a row lock) so the kill hits
    // connections a request has checked out: that is where the process used to crash.
    const locker = new pg.Client({ connectionString: server.url('app') });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query(
      "INSERT INTO notifications (user_id, type, title) VALUES ($1, 'task', 'Held')",
      [userId],
    );
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM notifications WHERE user_id = $1 FOR UPDATE', [userId]);
    const statuses: number[] = [];
    let killed = false;
    const worker = async () => {
      // Each worker writes until it has seen the outage.
      for (;;) {
        const response = await write();
        statuses.push(response.statusCode);
        if (response.statusCode === 200) continue;
        expectUnavailable(response);
        if (killed) return;
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await until(async () => {
      // The locker is inside a transaction: drop its cached statistics snapshot to see now.
      await locker.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await locker.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE 'update "notifications"%'`,
      );
      return rows[0]?.waiting === workers.length;
    });
    const pid = server.pid() as number;
    killed = true;
    process.kill(pid, 'SIGKILL');
    await Promise.all(workers);
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

    await logged(new RegExp(`\\(pid ${pid}\\) killed by SIGKILL; restarting`));
    await server.running(); // the supervisor started it again on the same folder and port
    expect(server.pid()).not.toBe(pid);
    expect((await write()).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('signals a stale postmaster.pid only when it names a postgres of this data folder', async () => {
    const pgData = path.join(dir, 'pg');
    expect(isPostgresOf(server.pid() as number, pgData)).toBe(true);
    expect(isPostgresOf(server.pid() as number, path.join(dir, 'other'))).toBe(false);
    expect(isPostgresOf(process.pid, pgData)).toBe(false);

    // A lock file left behind whose pid now belongs to an unrelated process: the next start
    // must leave that process alone and still start.
    await app.close();
    await pool.end();
    await server.stop();
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const lock = ['', pgData, '0', '1', '', '', ''];
      lock[0] = String(bystander.pid);
      fs.writeFileSync(path.join(pgData, 'postmaster.pid'), lock.join('\n'));
      server = await startEmbeddedPostgres(dir, onLog);
      expect(bystander.exitCode).toBeNull();
      expect(bystander.signalCode).toBeNull();
      const client = new pg.Client({ connectionString: server.url('app') });
      await client.connect();
      await client.end();
    } finally {
      bystander.kill('SIGKILL');
    }
  });
});
