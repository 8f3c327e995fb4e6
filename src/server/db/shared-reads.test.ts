import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads.ts';

/** A read that answers when told to; `started` counts the reads begun. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  const read = () => new Promise<number>((resolve) => pending.push(resolve));
  return {
    read,
    started: () => pending.length,
    answer: (index: number, value: number) => pending[index]?.(value),
  };
}

describe('shared reads', () => {
  it('gives calls that arrive while a read runs its answer, and starts a new read after', async () => {
    const shared = sharedReads<number>();
    const control = controlledRead();
    const together = [1, 2, 3].map(() => shared('a', control.read));
    // Another key never waits for this one.
    const other = shared('b', control.read);
    expect(control.started()).toBe(2);
    control.answer(0, 7);
    control.answer(1, 8);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
    expect(await other).toBe(8);
    // Ended: the next call reads again.
    const next = shared('a', control.read);
    expect(control.started()).toBe(3);
    control.answer(2, 9);
    expect(await next).toBe(9);
  });

  it('shares a failure with the calls that waited for it, then reads again', async () => {
    const shared = sharedReads<number>();
    let reads = 0;
    const failing = () => {
      reads += 1;
      return Promise.reject(new Error('gone'));
    };
    const both = [shared('a', failing), shared('a', failing)];
    await expect(Promise.all(both)).rejects.toThrow('gone');
    expect(reads).toBe(1);
    await expect(shared('a', async () => 1)).resolves.toBe(1);
  });
});
