import { describe, expect, it } from 'vitest';
import { toSearchName } from './search-name.ts';

describe('toSearchName', () => {
  it('folds Turkish dotted and dotless i to i', () => {
    expect(toSearchName('İstanbul')).toBe('istanbul');
    expect(toSearchName('Istanbul')).toBe('istanbul');
    expect(toSearchName('IĞDIR')).toBe('igdir');
    expect(toSearchName('Kırıkkale')).toBe('kirikkale');
  });

  it('removes accents and folds letters without a decomposition', () => {
    expect(toSearchName('Zürich')).toBe('zurich');
    expect(toSearchName('Kraków')).toBe('krakow');
    expect(toSearchName('Łódź')).toBe('lodz');
    expect(toSearchName('Þórshöfn')).toBe('thorshofn');
    expect(toSearchName('  São   Paulo ')).toBe('sao paulo');
  });
});
