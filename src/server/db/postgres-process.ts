import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Stops a PostgreSQL server: fast shutdown first, an immediate one if it does not finish. */
export async function stopProcess(pid: number) {
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

function readProc(pid: number, entry: string): string | undefined {
  try {
    return entry === 'cwd'
      ? fs.readlinkSync(`/proc/${pid}/cwd`)
      : fs.readFileSync(`/proc/${pid}/${entry}`, 'utf8');
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string | undefined {
  const proc = readProc(pid, 'cmdline');
  if (proc !== undefined) return proc.split('\0').join(' ');
  try {
    // No /proc (macOS): ps prints the command with its arguments.
    return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

/**
 * True only when `pid` is a PostgreSQL server of `pgData`: its command names postgres and it runs
 * on that folder (`-D <pgData>` in its arguments, or its working directory, which the postmaster
 * sets to its data folder). A pid reused by any other process is never signalled.
 */
export function isPostgresOf(pid: number, pgData: string): boolean {
  const command = commandLine(pid);
  if (!command || !/postgres/.test(command)) return false;
  const dataDir = path.resolve(pgData);
  if (command.includes(dataDir)) return true;
  const cwd = readProc(pid, 'cwd');
  return cwd !== undefined && path.resolve(cwd) === dataDir;
}

/** The postmaster's pid and port from its lock file, or undefined without one. */
export function readPostmasterPid(pgData: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}
