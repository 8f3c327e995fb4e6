import { describe, expect, it } from 'vitest';
import { jobSearchQuerySchema } from '#shared/schemas/jobs.ts';
import { searchStatements } from './search-sql.ts';

const keyOf = (query: Record<string, string>) =>
  searchStatements(jobSearchQuerySchema.parse(query)).pageKey;

describe('searchStatements page key', () => {
  it('is shared by both languages unless the page is sorted by location names', () => {
    for (const sort of ['createDate', 'name', 'company', 'reward'])
      expect(keyOf({ keyword: 'data', sort, lang: 'tr' })).toBe(
        keyOf({ keyword: 'data', sort, lang: 'en' }),
      );
    expect(keyOf({ keyword: 'data', sort: 'location', lang: 'tr' })).not.toBe(
      keyOf({ keyword: 'data', sort: 'location', lang: 'en' }),
    );
  });

  it('tells apart everything that changes the page, whatever the order of the countries', () => {
    const base = { keyword: 'data', countryIds: '1,2', sort: 'name', order: 'asc', page: '1' };
    expect(keyOf({ ...base, countryIds: '2,1' })).toBe(keyOf(base));
    const variants = [
      { ...base, keyword: 'date' },
      { ...base, countryIds: '1' },
      { ...base, sort: 'reward' },
      { ...base, order: 'desc' },
      { ...base, page: '2' },
      { ...base, size: '20' },
      { ...base, jobType: 'fulltime' },
      { ...base, workType: 'remote' },
      { ...base, datePosted: 'week' },
    ];
    const keys = new Set([keyOf(base), ...variants.map(keyOf)]);
    expect(keys.size).toBe(variants.length + 1);
  });
});
