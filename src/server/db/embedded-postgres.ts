import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { postgresUserIds, resolveEmbeddedBinaries } from './embedded-binaries.ts';

export type EmbeddedPostgres = { url: (database: string) => string; stop: () => Promise<void> };

type Log = (message: string) => void;

/**
 * Starts a real PostgreSQL server on data kept in `dir`, initialising it on first use.
 * A server left running by a process that was killed is stopped and started again, so a
 * crash never needs a manual step; PostgreSQL's own WAL recovery keeps every committed write.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: Log = () => {},
): Promise<EmbeddedPostgres> {
  const binaries = resolveEmbeddedBinaries();
  const owner = postgresUserIds();
  const pgData = path.join(dir, 'pg');
  const passwordFile = path.join(dir, 'pg.password');
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
  const logFd = fs.openSync(path.join(dir, 'pg.log'), 'a');
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
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
    ],
    // Own process group: a Ctrl+C in the terminal must not stop the database before the server drains.
    { detached: true, stdio: ['ignore', logFd, logFd], ...(owner ?? {}) },
  );
  fs.closeSync(logFd);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('The embedded PostgreSQL did not start.');

  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await waitUntilReady(url('postgres'), pid, path.join(dir, 'pg.log'));
  log(`embedded PostgreSQL ready on 127.0.0.1:${port}`);

  return {
    url,
    stop: async () => {
      await stopProcess(pid);
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

async function stopStaleServer(pgData: string, log: Log) {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`stopping an embedded PostgreSQL left running by an earlier process (pid ${pid})`);
    await stopProcess(pid);
  } else {
    fs.rmSync(pidFile, { force: true });
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopProcess(pid: number) {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGINT'); // PostgreSQL's fast shutdown: roll back open transactions, checkpoint, exit.
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 30_000) signal('SIGQUIT');
    if (waited > 40_000) throw new Error(`PostgreSQL (pid ${pid}) did not stop.`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
