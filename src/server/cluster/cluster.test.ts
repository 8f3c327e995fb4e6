import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';

// `npm start` with WORKERS=2 on the embedded database, as a user runs it. Reads /proc to see the
// processes, so it runs on Linux only.
const linux = process.platform === 'linux';
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  if (!linux) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-cluster-'));
  server = await startServerProcess({ WORKERS: '2', DATA_DIR: dataDir, DATABASE_URL: undefined });
}, 120_000);

afterAll(async () => {
  if (!linux) return;
  await server?.stop('SIGKILL');
  const postmaster = postmasterPid();
  if (postmaster && alive(postmaster)) process.kill(postmaster, 'SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function childrenOf(pid: number) {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        return parent === pid ? [{ pid: Number(entry), command }] : [];
      } catch {
        return []; // exited meanwhile
      }
    });
}

/** The server processes: the primary's Node children running the entry. */
const workers = () =>
  childrenOf(server.child.pid as number)
    .filter((child) => child.command.some((part) => part.endsWith('src/server/main.ts')))
    .map((child) => child.pid);

/** The worker's place (1 or 2): the first runs the scheduled jobs. */
function slotOf(pid: number) {
  const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return environment.find((entry) => entry.startsWith('CLUSTER_WORKER_SLOT='))?.split('=')[1];
}

function postmasterPid() {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

async function healthy() {
  for (let i = 0; i < 6; i++)
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
}

describe.runIf(linux)('WORKERS=2 on the embedded database', () => {
  it('runs the database in the primary and two server processes that connect to it', async () => {
    expect(server.output()).toContain('starting 2 server processes');
    const pids = workers();
    expect(pids).toHaveLength(2);
    // One PostgreSQL, started and supervised by the primary; the workers get its URL.
    const postmaster = postmasterPid();
    expect(childrenOf(server.child.pid as number).map((child) => child.pid)).toContain(postmaster);
    for (const pid of pids) {
      const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      expect(environment).toContainEqual(
        expect.stringMatching(
          /^DATABASE_URL=postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/app(\?|$)/,
        ),
      );
      expect(childrenOf(pid).some((child) => child.command[0]?.endsWith('postgres'))).toBe(false);
    }
    expect(server.output().match(/embedded PostgreSQL ready/g)).toHaveLength(1);
    expect(pids.map(slotOf).sort()).toEqual(['1', '2']);
    await healthy();
  });

  it('replaces a server process that dies, waiting longer when it keeps dying', async () => {
    const before = workers();
    const victim = before[0] as number;
    const victimSlot = slotOf(victim);
    process.kill(victim, 'SIGKILL');
    await server.printed(
      new RegExp(`server process ${victim} was killed by SIGKILL; starting another in 500 ms`),
    );
    await server.printed(/server process (\d+) listening \(in place of one that ended\)/);
    const replacement = workers().find((pid) => !before.includes(pid));
    expect(replacement).toBeDefined();
    expect(slotOf(replacement as number)).toBe(victimSlot);
    expect(workers()).toHaveLength(2);
    expect(workers()).not.toContain(victim);
    await healthy();

    // The replacement dies at once too: its successor waits twice as long.
    process.kill(replacement as number, 'SIGKILL');
    await server.printed(
      new RegExp(
        `server process ${replacement} was killed by SIGKILL; starting another in 1000 ms`,
      ),
    );
    await server.printed(/listening \(in place of one that ended\)[^]*listening \(in place of/);
    expect(workers()).toHaveLength(2);
    await healthy();
    // Two server processes start one after the other: 11 s alone on a 2-core host, 13 to 22 s
    // under the whole suite's load, and past 30 s once in a CI run.
  }, 90_000);

  it('stops the server processes, then the database, on SIGTERM', async () => {
    const pids = workers();
    const postmaster = postmasterPid() as number;
    expect(await server.stop('SIGTERM')).toBe(0);
    for (const pid of pids) expect(alive(pid)).toBe(false);
    expect(alive(postmaster)).toBe(false);
    const output = server.output();
    const stopped = output.indexOf('embedded PostgreSQL stopped');
    expect(stopped).toBeGreaterThan(0);
    for (const pid of pids) {
      const drained = output.indexOf(`[worker ${pid}] SIGTERM received, finishing open requests`);
      expect(drained).toBeGreaterThan(0);
      expect(drained).toBeLessThan(stopped);
    }
  });
});
