import { describe, expect, it } from 'vitest';
import { createStreamLimiter } from './stream-limits.ts';

describe('createStreamLimiter', () => {
  it('refuses a user past their cap and the process past its cap, and frees released slots', () => {
    const limiter = createStreamLimiter({ perUser: 2, perProcess: 3 });
    const first = limiter.acquire(1);
    expect(first.ok).toBe(true);
    expect(limiter.acquire(1).ok).toBe(true);
    expect(limiter.acquire(1)).toEqual({ ok: false, reason: 'user' });
    expect(limiter.acquire(2).ok).toBe(true);
    expect(limiter.acquire(3)).toEqual({ ok: false, reason: 'process' });
    expect(limiter.open()).toBe(3);

    if (first.ok) {
      first.release();
      first.release(); // a second release (close after end) frees nothing more
    }
    expect(limiter.open()).toBe(2);
    expect(limiter.acquire(3).ok).toBe(true);
    expect(limiter.acquire(1)).toEqual({ ok: false, reason: 'process' });
  });
});
