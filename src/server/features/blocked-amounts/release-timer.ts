import type { Database } from '../../db/client.ts';
import { releaseDueRewards } from '../../platform/money/rewards.ts';

export const RELEASE_INTERVAL_MS = 60_000;

/**
 * Releases every reward whose guarantee has ended and whose hire invoice is paid, once a minute,
 * so a reward is payable on the day it is earned even when nobody acts. Several server processes
 * may run it at once: `releaseDueRewards` locks the rows it takes and skips locked ones. A failure
 * is logged and tried again on the next tick; it never takes the server down.
 */
export function startRewardRelease(
  db: Database,
  log: (error: unknown) => void,
  intervalMs: number = RELEASE_INTERVAL_MS,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await db.transaction((tx) => releaseDueRewards(tx));
    } catch (error) {
      log(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    stop: () => clearInterval(timer),
  };
}
