import { describe, expect, it } from 'vitest';
import { createGenerationCache } from './search-cache.ts';

describe('search generation cache', () => {
  it('gives back a total with the generation it was counted at', () => {
    const cache = createGenerationCache<number>();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 12, '7');
    expect(cache.get('a')).toMatchObject({ value: 12, generation: '7' });
    cache.set('a', 13, '8');
    expect(cache.get('a')).toMatchObject({ value: 13, generation: '8' });
  });

  it('forgets the least recently used entry beyond its size', () => {
    const cache = createGenerationCache<number>({ maxEntries: 2 });
    cache.set('a', 1, '1');
    cache.set('b', 2, '1');
    cache.get('a'); // now b is the least recently used
    cache.set('c', 3, '1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.value).toBe(1);
    expect(cache.get('c')?.value).toBe(3);
  });

  it('forgets an entry older than its maximum age', () => {
    let clock = 0;
    const cache = createGenerationCache<number>({ maxAgeMs: 1000, now: () => clock });
    cache.set('a', 1, '1');
    clock = 1000;
    expect(cache.get('a')?.value).toBe(1);
    clock = 1001;
    expect(cache.get('a')).toBeUndefined();
    clock = 5000;
    expect(cache.get('a')).toBeUndefined();
  });
});
