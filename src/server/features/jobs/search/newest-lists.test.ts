import { describe, expect, it } from 'vitest';
import { KEPT_NEWEST, covers, mergeNewest, type NewestList } from './newest-lists.ts';

const list = (rows: [id: number, createdUs: number][]): NewestList => ({
  ids: rows.map(([id]) => id),
  createdUs: rows.map(([, createdUs]) => createdUs),
});

describe('mergeNewest', () => {
  const tr = list([
    [5, 1_000_005],
    [3, 1_000_002],
  ]);
  const de = list([
    [9, 1_000_004],
    [8, 1_000_002],
    [1, 1_000_000],
  ]);
  const fr = list([[7, 1_000_003]]);

  it('merges newest first to the microsecond, the larger id first on a tie', () => {
    expect(mergeNewest([tr, de, fr], 0, 10)).toEqual([5, 9, 7, 8, 3, 1]);
    expect(mergeNewest([fr, de, tr], 0, 10)).toEqual([5, 9, 7, 8, 3, 1]);
  });

  it('pages through the merge', () => {
    expect(mergeNewest([tr, de, fr], 0, 2)).toEqual([5, 9]);
    expect(mergeNewest([tr, de, fr], 2, 2)).toEqual([7, 8]);
    expect(mergeNewest([tr, de, fr], 4, 2)).toEqual([3, 1]);
    expect(mergeNewest([tr, de, fr], 6, 2)).toEqual([]);
    expect(mergeNewest([], 0, 10)).toEqual([]);
  });
});

describe('covers', () => {
  const full = list(Array.from({ length: KEPT_NEWEST }, (_, i) => [i + 1, 1000 - i]));
  it('answers pages within a full list, and any page of a list holding every match', () => {
    expect(covers(full, KEPT_NEWEST)).toBe(true);
    expect(covers(full, KEPT_NEWEST + 1)).toBe(false);
    expect(covers(list([[1, 1]]), KEPT_NEWEST * 5)).toBe(true);
  });
});
