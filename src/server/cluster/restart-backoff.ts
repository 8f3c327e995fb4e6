/** Delays before replacing a worker that died: 0.5 s doubling up to 30 s, as for the database. */
export const WORKER_RESTART_BACKOFF = { firstMs: 500, maxMs: 30_000, stableAfterMs: 60_000 };
export type RestartBackoffSettings = typeof WORKER_RESTART_BACKOFF;

/**
 * The waits before replacing the worker of one slot. A worker that crashes at once, again and
 * again (a bad deploy, a database that is down), waits longer each time, so the primary does not
 * spin; one that ran for `stableAfterMs` was healthy, and its successor waits the first delay.
 */
export function createRestartBackoff(
  backoff: RestartBackoffSettings = WORKER_RESTART_BACKOFF,
  now: () => number = Date.now,
) {
  let delay = backoff.firstMs;
  return {
    /** The wait before replacing a worker that ran from `startedAt` until now. */
    next(startedAt: number): number {
      if (now() - startedAt >= backoff.stableAfterMs) delay = backoff.firstMs;
      const wait = delay;
      delay = Math.min(delay * 2, backoff.maxMs);
      return wait;
    },
  };
}
