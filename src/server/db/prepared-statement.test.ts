import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { statementNamesDuring } from '../test/statements-during.ts';
import { preparedStatement, preparedStatementsByCount } from './prepared-statement.ts';

describe('preparedStatement: an sql statement with placeholders, prepared by name', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const doubled = preparedStatement<{ twice: number; label: string | null }>(
    'prepared_statement_doubled',
    () =>
      sql`SELECT ${sql.placeholder('n')}::int * 2 AS twice, ${sql.placeholder('label')}::text AS label`,
  );

  it('answers rows with the values filled in, null included, each call', async () => {
    const { db } = database;
    expect(await doubled(db, { n: 21, label: 'Ayşe' })).toEqual([{ twice: 42, label: 'Ayşe' }]);
    expect(await doubled(db, { n: 4, label: null })).toEqual([{ twice: 8, label: null }]);
  });

  it('is prepared on the connection under its name, in a transaction too', async () => {
    const { db, pool } = database;
    const names = await statementNamesDuring(pool, () => doubled(db, { n: 1, label: 'x' }));
    expect(names).toEqual(['prepared_statement_doubled']);
    const prepared = await db.transaction(async (tx) => {
      expect(await doubled(tx, { n: 3, label: 'in a transaction' })).toEqual([
        { twice: 6, label: 'in a transaction' },
      ]);
      return tx.execute<{ name: string }>(
        sql`SELECT name FROM pg_prepared_statements WHERE name = 'prepared_statement_doubled'`,
      );
    });
    expect(prepared.rows).toEqual([{ name: 'prepared_statement_doubled' }]);
  });

  it('refuses a call missing a value, without running anything', async () => {
    await expect(doubled(database.db, { n: 1 })).rejects.toThrow(/label/);
  });

  it('prepares one statement per count of a family, named by its count', async () => {
    const { db, pool } = database;
    const sumOf = preparedStatementsByCount<{ total: number }>(
      'prepared_statement_sum',
      (_db, count) =>
        sql`SELECT (${sql.join(
          Array.from({ length: count }, (_, index) => sql`${sql.placeholder(`v${index}`)}::int`),
          sql` + `,
        )}) AS total`,
    );
    const names = await statementNamesDuring(pool, async () => {
      expect(await sumOf(2)(db, { v0: 1, v1: 2 })).toEqual([{ total: 3 }]);
      expect(await sumOf(3)(db, { v0: 1, v1: 2, v2: 3 })).toEqual([{ total: 6 }]);
      expect(await sumOf(2)(db, { v0: 10, v1: 20 })).toEqual([{ total: 30 }]);
    });
    expect(names).toEqual([
      'prepared_statement_sum_2',
      'prepared_statement_sum_3',
      'prepared_statement_sum_2',
    ]);
  });
});
