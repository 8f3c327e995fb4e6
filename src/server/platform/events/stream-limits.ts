/** Open event streams allowed at once: per user (tabs of one person) and per server process. */
export const STREAM_LIMITS = { perUser: 5, perProcess: 1_000 };

export type StreamSlot =
  { ok: true; release: () => void } | { ok: false; reason: 'user' | 'process' };

/** Counts open streams; a slot is taken and checked in one synchronous step, so none can race. */
export function createStreamLimiter(limits: typeof STREAM_LIMITS = STREAM_LIMITS) {
  const perUser = new Map<number, number>();
  let total = 0;

  return {
    acquire(userId: number): StreamSlot {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= limits.perUser) return { ok: false, reason: 'user' };
      if (total >= limits.perProcess) return { ok: false, reason: 'process' };
      perUser.set(userId, mine + 1);
      total += 1;
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          total -= 1;
          const left = (perUser.get(userId) ?? 1) - 1;
          if (left > 0) perUser.set(userId, left);
          else perUser.delete(userId);
        },
      };
    },
    open(): number {
      return total;
    },
  };
}
