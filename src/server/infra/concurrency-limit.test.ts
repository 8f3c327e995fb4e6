import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, the others in arrival order as places free up', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = Array.from({ length: 5 }, (_, index) =>
      run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return index * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    finish.shift()?.();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    while (finish.length > 0 || started.length < 5) {
      finish.shift()?.();
      await tick();
    }
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
