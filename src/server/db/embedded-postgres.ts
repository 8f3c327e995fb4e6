import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUserIds, resolveEmbeddedBinaries } from './embedded-binaries.ts';
import { isAlive, isPostgresOf, readPostmasterPid, stopProcess } from './postgres-process.ts';

export type EmbeddedPostgres = {
  url: (database: string) => string;
  stop: () => Promise<void>;
  /** The running postmaster's pid, undefined while it is being restarted. */
  pid: () => number | undefined;
  /** Resolves when the server accepts connections: at once, or after the supervisor restarted it. */
  running: () => Promise<void>;
};

type Log = (message: string) => void;

/** Connections the embedded server accepts (every server process's pool and listener share them). */
export const EMBEDDED_MAX_CONNECTIONS = 300;

/**
 * PostgreSQL's own cache: a quarter of the machine's memory (the usual advice), from the default
 * 128 MB up to 1 GB. With 128 MB a million jobs (500 MB of table) were read back from the
 * operating system page by page, and a cold job search counting a word through its full-text
 * index spent 10-20 ms a country there (issue 27). Pages are taken as they are used.
 */
export function sharedBuffersMb(totalBytes = os.totalmem()): number {
  return Math.min(1024, Math.max(128, Math.floor(totalBytes / 4 / 2 ** 20)));
}

/** Delays before restarting a server that died: 0.5 s doubling up to 30 s. */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 30_000 };
/** A server that stayed up this long is healthy again: the next restart waits the first delay. */
const STABLE_AFTER_MS = 60_000;

/**
 * Starts a real PostgreSQL server on data kept in `dir`, initialising it on first use.
 * A server left running by a process that was killed is stopped and started again, so a
 * crash never needs a manual step; PostgreSQL's own WAL recovery keeps every committed write.
 * The server is supervised: if it dies, it is started again on the same folder and port.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: Log = () => {},
  backoff = RESTART_BACKOFF,
): Promise<EmbeddedPostgres> {
  const binaries = resolveEmbeddedBinaries();
  const owner = postgresUserIds();
  const pgData = path.join(dir, 'pg');
  const passwordFile = path.join(dir, 'pg.password');
  const logFile = path.join(dir, 'pg.log');
  fs.mkdirSync(dir, { recursive: true });
  if (owner) fs.chmodSync(dir, 0o755);

  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`initialising the embedded PostgreSQL in ${pgData}`);
    fs.rmSync(pgData, { recursive: true, force: true });
    initialise(binaries.initdb, pgData, passwordFile, owner);
  }
  await stopStaleServer(pgData, log);

  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const socketDir = socketDirectory(dir, port, owner);
  // The app talks to its own server over a Unix socket when the path allows one: a round trip
  // there costs the kernel far less than TCP on loopback (see docs/performance.md).
  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');

  async function launch(): Promise<ChildProcess> {
    const logFd = fs.openSync(logFile, 'a');
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        pgData,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir ?? ''}`,
        '-c',
        `max_connections=${EMBEDDED_MAX_CONNECTIONS}`,
        '-c',
        `shared_buffers=${sharedBuffersMb()}MB`,
        '-c',
        `effective_cache_size=${Math.max(sharedBuffersMb() * 3, 512)}MB`,
      ],
      // Own process group: a Ctrl+C in the terminal must not stop the database before the server drains.
      { detached: true, stdio: ['ignore', logFd, logFd], ...(owner ?? {}) },
    );
    fs.closeSync(logFd);
    child.unref();
    const pid = child.pid;
    if (pid === undefined) throw new Error('The embedded PostgreSQL did not start.');
    try {
      await waitUntilReady(url('postgres'), pid, logFile);
    } catch (error) {
      if (isAlive(pid)) await stopProcess(pid);
      throw error;
    }
    return child;
  }

  let current: ChildProcess | undefined = await launch();
  log(`embedded PostgreSQL ready on 127.0.0.1:${port}`);
  let stopping = false;
  let delay = backoff.firstMs;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let restarting: Promise<void> | undefined;
  const waiting = new Set<() => void>();

  function supervise(child: ChildProcess) {
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping || current !== child) return;
      current = undefined;
      if (Date.now() - startedAt > STABLE_AFTER_MS) delay = backoff.firstMs;
      const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
      log(
        `embedded PostgreSQL (pid ${child.pid}) ${how}; restarting it in ${delay} ms (see ${logFile})`,
      );
      scheduleRestart();
    });
  }

  function scheduleRestart() {
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      restarting = restart().finally(() => (restarting = undefined));
    }, delay);
    delay = Math.min(delay * 2, backoff.maxMs);
  }

  async function restart() {
    if (stopping) return;
    try {
      await stopStaleServer(pgData, log);
      const child = await launch();
      if (stopping) {
        await stopProcess(child.pid as number);
        return;
      }
      current = child;
      supervise(child);
      log(`embedded PostgreSQL restarted on 127.0.0.1:${port}`);
      for (const resolve of waiting) resolve();
      waiting.clear();
    } catch (error) {
      log(
        `embedded PostgreSQL could not be restarted (${(error as Error).message.split('\n')[0]}); trying again in ${delay} ms`,
      );
      if (!stopping) scheduleRestart();
    }
  }

  supervise(current);
  return {
    url,
    pid: () => current?.pid,
    running: () =>
      current ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve)),
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      await restarting;
      const pid = current?.pid;
      current = undefined;
      if (pid !== undefined) await stopProcess(pid);
      log('embedded PostgreSQL stopped');
    },
  };
}

function initialise(
  initdb: string,
  pgData: string,
  passwordFile: string,
  owner?: { uid: number; gid: number },
) {
  fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
  fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 });
  const initPasswordFile = path.join(pgData, '..', 'pg-init.password');
  fs.copyFileSync(passwordFile, initPasswordFile);
  if (owner) {
    fs.chownSync(pgData, owner.uid, owner.gid);
    fs.chownSync(initPasswordFile, owner.uid, owner.gid);
  }
  const result = spawnSync(
    initdb,
    [
      `--pgdata=${pgData}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${initPasswordFile}`,
      '--encoding=UTF8',
      `--locale=${utf8Locale()}`,
    ],
    { encoding: 'utf8', ...(owner ?? {}), env: withoutLocale(process.env) },
  );
  fs.rmSync(initPasswordFile, { force: true });
  if (result.status !== 0) {
    fs.rmSync(pgData, { recursive: true, force: true });
    throw new Error(`initdb failed: ${result.stderr || result.stdout}`);
  }
}

function withoutLocale(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => key !== 'LC_ALL' && key !== 'LANG'),
  );
}

function utf8Locale() {
  const available = spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '';
  const found = available.split('\n').find((l) => /^c\.utf-?8$/i.test(l.trim()));
  return found?.trim() ?? 'C';
}

/**
 * Stops a server left running on this folder by an earlier process, after checking the pid in
 * the lock file really is one (a pid may have been reused by any other process since).
 */
async function stopStaleServer(pgData: string, log: Log) {
  const stale = readPostmasterPid(pgData);
  if (!stale) return;
  const { pid } = stale;
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgresOf(pid, pgData)) {
    log(`stopping an embedded PostgreSQL left running by an earlier process (pid ${pid})`);
    await stopProcess(pid);
  } else {
    fs.rmSync(path.join(pgData, 'postmaster.pid'), { force: true });
  }
}

/** Longest path a Unix socket may have (sun_path, 108 bytes with its final NUL). */
const SOCKET_PATH_MAX = 107;

/**
 * A folder for the server's Unix socket beside its data, readable by the server's user; none when
 * `…/.s.PGSQL.{port}` would be too long for a socket path (TCP on loopback is used then).
 */
function socketDirectory(dir: string, port: number, owner?: { uid: number; gid: number }) {
  const socketDir = path.join(path.resolve(dir), 'sock');
  if (Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${port}.lock`)) > SOCKET_PATH_MAX)
    return undefined;
  fs.rmSync(socketDir, { recursive: true, force: true });
  fs.mkdirSync(socketDir, { mode: 0o700 });
  if (owner) fs.chownSync(socketDir, owner.uid, owner.gid);
  return socketDir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, pid: number, logFile: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (!isAlive(pid) || Date.now() > deadline) {
        const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
        throw new Error(
          `The embedded PostgreSQL did not start: ${(error as Error).message}\n${tail}`,
          {
            cause: error,
          },
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
