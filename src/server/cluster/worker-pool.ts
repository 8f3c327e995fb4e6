import cluster, { type Worker } from 'node:cluster';
import type { Say } from '../start/banner.ts';
import { SHUTDOWN_GRACE_MS } from '../start/shutdown-grace.ts';
import { createRestartBackoff, type RestartBackoffSettings } from './restart-backoff.ts';
import { WORKER_SLOT_VARIABLE } from './worker-slot.ts';

/** A worker drains its requests for up to SHUTDOWN_GRACE_MS; past this it is killed. */
export const WORKER_STOP_TIMEOUT_MS = SHUTDOWN_GRACE_MS + 5_000;

export type WorkerPoolOptions = {
  count: number;
  /** Added to every worker's environment (the URL of the database the primary opened). */
  env: Record<string, string>;
  say: Say;
  backoff?: RestartBackoffSettings;
};

export class WorkerStartError extends Error {}

/**
 * Keeps `count` server processes (node:cluster workers, sharing the port) running. A worker
 * that dies after the start is replaced after a growing wait (restart-backoff.ts); one that dies
 * before the first start completed fails the start, as a single process would.
 */
export function startWorkerPool(options: WorkerPoolOptions) {
  const { count, env, say } = options;
  const live = new Set<Worker>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const notListening = new Set<number>();
  let stopping = false;
  let onListening: (port: number) => void = () => {};
  let onFailed: (error: Error) => void = () => {};
  /** Resolves with the shared port once every worker of the start listens on it. */
  const listening = new Promise<number>((resolve, reject) => {
    onListening = resolve;
    onFailed = reject;
  });

  function fork(slot: number, backoff: ReturnType<typeof createRestartBackoff>) {
    const startedAt = Date.now();
    const worker = cluster.fork({ ...env, [WORKER_SLOT_VARIABLE]: String(slot) });
    const pid = worker.process.pid;
    live.add(worker);
    worker.once('listening', (address) => {
      if (!notListening.delete(slot))
        say(`server process ${pid} listening (in place of one that ended)`);
      else if (notListening.size === 0) onListening(address.port);
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) return;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (notListening.has(slot)) {
        onFailed(new WorkerStartError(`server process ${pid} ${how} while starting`));
        return;
      }
      const wait = backoff.next(startedAt);
      say(`server process ${pid} ${how}; starting another in ${wait} ms`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) fork(slot, backoff);
      }, wait);
      timers.add(timer);
    });
  }

  for (let slot = 1; slot <= count; slot++) {
    notListening.add(slot);
    fork(slot, createRestartBackoff(options.backoff));
  }

  return {
    listening,
    /** Stops every worker the way SIGTERM stops one server process, and waits until they exit. */
    async stop(): Promise<void> {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const exits = [...live].map(
        (worker) => new Promise<void>((resolve) => worker.process.once('exit', () => resolve())),
      );
      for (const worker of live) worker.process.kill('SIGTERM');
      const kill = setTimeout(() => {
        for (const worker of live) worker.process.kill('SIGKILL');
      }, WORKER_STOP_TIMEOUT_MS);
      await Promise.all(exits);
      clearTimeout(kill);
    },
  };
}
