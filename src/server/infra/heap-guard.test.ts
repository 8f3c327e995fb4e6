import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { collectGarbage, createHeapGuard, oldGenerationUsed } from './heap-guard.ts';

describe('createHeapGuard', () => {
  it('collects once the old generation has grown past the limit, then measures from there', () => {
    let used = 100;
    const collect = vi.fn(() => {
      used = 105;
    });
    const guard = createHeapGuard({ limitBytes: 10, used: () => used, collect });
    used = 110;
    guard.check();
    expect(collect).not.toHaveBeenCalled();
    used = 111;
    guard.check();
    expect(collect).toHaveBeenCalledTimes(1);
    // Measured again from 105, what the collection left.
    used = 115;
    guard.check();
    expect(collect).toHaveBeenCalledTimes(1);
    used = 116;
    guard.check();
    expect(collect).toHaveBeenCalledTimes(2);
  });
});

describe('collectGarbage', () => {
  it('runs a full collection: an object nothing holds is gone', async () => {
    const ref = await (async () => {
      const held = new WeakRef({ payload: 'x'.repeat(1024) });
      await nextTurn();
      return held;
    })();
    // A WeakRef's target lives to the end of the turn that made or read it.
    await nextTurn();
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    expect(oldGenerationUsed()).toBeGreaterThan(0);
  });
});
