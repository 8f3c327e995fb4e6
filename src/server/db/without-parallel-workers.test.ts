import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool, type Database } from './client.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { withoutParallelWorkers } from './without-parallel-workers.ts';

describe('statements planned without parallel workers', () => {
  let database: TestDatabase;
  let pool: ReturnType<typeof createPool>;
  let db: Database;
  const workers = async (on: Pick<Database, 'execute'>) =>
    String(
      (await on.execute(sql`show max_parallel_workers_per_gather`)).rows[0]
        ?.max_parallel_workers_per_gather,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: what the transaction set must not stay on it for the next caller.
    pool = createPool(database.url, 1);
    db = createDatabase(pool);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('plans the work without workers, then gives the connection back as it was', async () => {
    const before = await workers(db);
    expect(Number(before)).toBeGreaterThan(0);
    await expect(withoutParallelWorkers(db, (tx) => workers(tx))).resolves.toBe('0');
    expect(await workers(db)).toBe(before);
  });

  it('only reads: a write inside is refused and nothing is written', async () => {
    await expect(
      withoutParallelWorkers(db, (tx) =>
        tx.execute(
          sql`insert into countries (id, iso2, name_en, name_tr, phone_code) values (9999, 'QQ', 'Q', 'Q', '+0')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: '25006' } });
    const left = await db.execute(sql`select count(*)::int as n from countries where iso2 = 'QQ'`);
    expect(left.rows[0]?.n).toBe(0);
  });
});
