import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFold } from '#shared/format/search-fold.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { toSearchName } from './seed/search-name.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('one folding for search, client and server', () => {
  it('the database’s search_fold folds like searchFold, the whole Turkish alphabet in both cases', async () => {
    const samples = [
      'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ',
      'abcçdefgğhıijklmnoöprsştuüvyz',
      'ŞANLIURFA',
      'TÜRKİYE',
      'Zürich  São Paulo',
    ];
    for (const sample of samples) {
      const result = await database.db.execute<{ folded: string }>(
        sql`SELECT search_fold(${sample}) AS folded`,
      );
      expect(result.rows[0]?.folded, sample).toBe(searchFold(sample));
      expect(toSearchName(sample), sample).toBe(searchFold(sample));
    }
  });
});
