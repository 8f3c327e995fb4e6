import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

describe('batchedLookup', () => {
  it('answers the lookups of one turn with one run, each with its own value, in order', async () => {
    const runs: number[][] = [];
    const lookup = batchedLookup<number, string>(async (keys) => {
      runs.push(keys);
      return keys.map((key) => (key % 2 === 0 ? `even ${key}` : undefined));
    });
    const answers = await Promise.all([1, 2, 3, 4].map(lookup));
    expect(answers).toEqual([undefined, 'even 2', undefined, 'even 4']);
    expect(runs).toEqual([[1, 2, 3, 4]]);

    const lone = await lookup(6);
    expect(lone).toBe('even 6');
    expect(runs).toEqual([[1, 2, 3, 4], [6]]);
  });

  it('splits a turn with more lookups than a batch holds', async () => {
    const runs: number[][] = [];
    const lookup = batchedLookup<number, number>(async (keys) => {
      runs.push(keys);
      return keys.map((key) => key * 10);
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(lookup))).toEqual([10, 20, 30, 40, 50]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails every lookup of a failed run, and only that batch's", async () => {
    let fail = true;
    const lookup = batchedLookup<number, number>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return keys;
    });
    const failed = await Promise.allSettled([lookup(1), lookup(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup(3)).toBe(3);
  });

  it('turns a run that throws before its promise exists into rejections', async () => {
    const lookup = batchedLookup<number, number>(() => {
      throw new Error('bad statement');
    });
    await expect(lookup(1)).rejects.toThrow('bad statement');
  });
});
