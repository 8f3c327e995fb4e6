import { describe, expect, it } from 'vitest';
import { createRestartBackoff, WORKER_RESTART_BACKOFF } from './restart-backoff.ts';

describe('replacing a worker that died', () => {
  it('waits longer after each quick crash, up to the ceiling', () => {
    let clock = 0;
    const backoff = createRestartBackoff(WORKER_RESTART_BACKOFF, () => clock);
    const waits: number[] = [];
    for (let crash = 0; crash < 9; crash++) {
      const startedAt = clock;
      clock += 1_000; // dies a second after it started
      const wait = backoff.next(startedAt);
      waits.push(wait);
      clock += wait;
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from the first delay once a worker stayed up for a minute', () => {
    let clock = 0;
    const backoff = createRestartBackoff(WORKER_RESTART_BACKOFF, () => clock);
    expect(backoff.next(clock)).toBe(500);
    expect(backoff.next(clock)).toBe(1_000);
    expect(backoff.next(clock)).toBe(2_000);
    const startedAt = clock;
    clock += 60_000;
    expect(backoff.next(startedAt)).toBe(500);
    expect(backoff.next(clock)).toBe(1_000);
  });
});
