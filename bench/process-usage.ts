// What processes use, read from Linux /proc: resident memory, and CPU time of a process tree
// sampled while some work runs (so short-lived children, such as the load generator, count too).
import fs from 'node:fs';

export type ProcessInfo = { pid: number; parent: number; command: string; cpuSeconds: number };

const CLOCK_TICKS_PER_SECOND = 100;

function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { pid, parent: Number(fields[1]), command, cpuSeconds: ticks / CLOCK_TICKS_PER_SECOND };
  } catch {
    return undefined; // ended meanwhile
  }
}

export function listProcesses(): ProcessInfo[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => readProcess(Number(entry)) ?? []);
}

/** Every process below `root` (children, their children, …). */
export function descendantsOf(root: number, all = listProcesses()): ProcessInfo[] {
  const below = new Set([root]);
  const found: ProcessInfo[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const info of all)
      if (!below.has(info.pid) && below.has(info.parent)) {
        below.add(info.pid);
        found.push(info);
        grew = true;
      }
  }
  return found;
}

/** Resident memory of a process, in bytes. */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** Busy and total CPU time of the whole machine so far (all cores, seconds). */
function machineCpu(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0); // idle + iowait
  return { busy: (total - idle) / CLOCK_TICKS_PER_SECOND, total: total / CLOCK_TICKS_PER_SECOND };
}

export type CpuUse = {
  /** Cores used on average per group of `root`'s descendants, as `group` names them. */
  cores: Map<string, number>;
  /** Share of the machine's CPU time that was busy (every process, ours or not). */
  machineBusy: number;
};

/** Runs `work` while sampling the CPU time of `root`'s descendants every `intervalMs`. */
export async function cpuDuring<T>(
  root: number,
  group: (info: ProcessInfo) => string,
  work: () => Promise<T>,
  intervalMs = 250,
): Promise<{ result: T; use: CpuUse }> {
  const baseline = new Map(descendantsOf(root).map((info) => [info.pid, info.cpuSeconds]));
  const latest = new Map<number, ProcessInfo>();
  const sample = () => {
    for (const info of descendantsOf(root)) latest.set(info.pid, info);
  };
  const machineBefore = machineCpu();
  const started = performance.now();
  const timer = setInterval(sample, intervalMs);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  sample();
  const elapsed = (performance.now() - started) / 1000;
  const machineAfter = machineCpu();
  const cores = new Map<string, number>();
  for (const info of latest.values()) {
    const used = info.cpuSeconds - (baseline.get(info.pid) ?? 0);
    const name = group(info);
    cores.set(name, (cores.get(name) ?? 0) + used / elapsed);
  }
  const machineBusy =
    (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  return { result, use: { cores, machineBusy } };
}
