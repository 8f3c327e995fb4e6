import { DrizzleQueryError, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createJob } from '../test/factories/job.ts';
import { someCity } from '../test/factories/reference-data.ts';
import { createUser } from '../test/factories/user.ts';
import type { Queryable } from './client.ts';
import { prepareRows } from './prepared-rows.ts';
import { cities, companies, jobs, users } from './schema/index.ts';

describe('prepareRows: a prepared select mapped by a mapper built once', () => {
  let database: TestDatabase;
  let userId: number;
  let companyId: number;
  let jobWithCity: number;
  let jobWithoutCity: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    userId = (await createUser(db, { firstname: 'Ayşe', lastname: 'Yılmaz' })).id;
    const city = await someCity(db);
    const first = await createJob(db, { cityId: city.cityId, title: 'With a city' });
    companyId = first.companyId;
    jobWithCity = first.id;
    jobWithoutCity = (await createJob(db, { companyId, cityId: null, title: 'Without a city' })).id;
  });
  afterAll(() => database.drop());

  const flatQuery = (db: Queryable) =>
    db
      .select({
        id: users.id,
        name: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
        twice: sql<number>`${sql.placeholder('factor')}::int * 2`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')));

  // A nested object of an inner-joined table, and one of a left-joined table that may be missing.
  const nestedQuery = (db: Queryable) =>
    db
      .select({
        job: { id: jobs.id, title: jobs.title, publishedAt: jobs.publishedAt },
        company: { name: companies.name },
        city: { id: cities.id, name: cities.name },
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(cities, eq(cities.id, jobs.cityId))
      .where(eq(jobs.companyId, sql.placeholder('companyId')))
      .orderBy(asc(jobs.id));

  it('answers a flat selection as drizzle does: columns decoded, SQL fields, placeholders', async () => {
    const { db } = database;
    const values = { userId, factor: 21 };
    const rows = await prepareRows(flatQuery(db), 'prepared_rows_flat').execute(values);
    expect(rows).toEqual(await flatQuery(db).prepare('prepared_rows_flat_drizzle').execute(values));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Ayşe Yılmaz');
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[0]?.lastLoginAt).toBeNull();
    expect(rows[0]?.twice).toBe(42);
  });

  it('answers nested objects as drizzle does, a missing left-joined row as null', async () => {
    const { db } = database;
    const rows = await prepareRows(nestedQuery(db), 'prepared_rows_nested').execute({ companyId });
    expect(rows).toEqual(
      await nestedQuery(db).prepare('prepared_rows_nested_drizzle').execute({ companyId }),
    );
    expect(rows.map((row) => row.job.id)).toEqual([jobWithCity, jobWithoutCity]);
    expect(rows[0]?.city?.name).toEqual(expect.any(String));
    expect(rows[0]?.company.name).toEqual(expect.any(String));
    expect(rows[1]?.city).toBeNull();
    expect(rows[1]?.job.title).toBe('Without a city');
  });

  // Columns of an aliased table and of a subquery are proxies: text and booleans pass through
  // undecoded, timestamps and counts still decode.
  it('answers an aliased table and a subquery as drizzle does', async () => {
    const { db } = database;
    const aliasedQuery = (on: Queryable) => {
      const owner = alias(users, 'owner');
      const page = on
        .select({
          id: jobs.id,
          title: jobs.title,
          createdAt: jobs.createdAt,
          companyId: jobs.companyId,
          total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        })
        .from(jobs)
        .where(eq(jobs.companyId, sql.placeholder('companyId')))
        .as('page');
      return on
        .select({
          id: page.id,
          title: page.title,
          createdAt: page.createdAt,
          total: page.total,
          owner: { firstname: owner.firstname, active: owner.active, createdAt: owner.createdAt },
        })
        .from(page)
        .innerJoin(owner, eq(owner.id, sql.placeholder('userId')))
        .orderBy(asc(page.id));
    };
    const values = { companyId, userId };
    const rows = await prepareRows(aliasedQuery(db), 'prepared_rows_aliased').execute(values);
    expect(rows).toEqual(
      await aliasedQuery(db).prepare('prepared_rows_aliased_drizzle').execute(values),
    );
    expect(rows.map((row) => row.title)).toEqual(['With a city', 'Without a city']);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[0]?.total).toBe(2);
    expect(rows[0]?.owner).toEqual({
      firstname: 'Ayşe',
      active: true,
      createdAt: expect.any(Date),
    });
  });

  it('runs again with other values on the same prepared statement', async () => {
    const { db } = database;
    const prepared = prepareRows(flatQuery(db), 'prepared_rows_again');
    expect(await prepared.execute({ userId, factor: 1 })).toHaveLength(1);
    expect(await prepared.execute({ userId: -1, factor: 1 })).toEqual([]);
  });

  it('refuses a missing placeholder value and wraps a failing statement as drizzle does', async () => {
    const { db } = database;
    const prepared = prepareRows(flatQuery(db), 'prepared_rows_errors');
    await expect(prepared.execute({ userId })).rejects.toThrow(
      'No value for placeholder "factor" was provided',
    );
    const failing = prepareRows(
      db.select({ value: sql<number>`1 / ${sql.placeholder('zero')}::int` }).from(users),
      'prepared_rows_division',
    );
    const error: unknown = await failing.execute({ zero: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('22012');
  });

  it('runs inside a transaction on its connection, seeing what it wrote', async () => {
    const { db } = database;
    const rows = await db.transaction(async (tx) => {
      const fresh = await createUser(tx, { firstname: 'Inside', lastname: 'Transaction' });
      return prepareRows(flatQuery(tx), 'prepared_rows_tx').execute({
        userId: fresh.id,
        factor: 1,
      });
    });
    expect(rows[0]?.name).toBe('Inside Transaction');
  });
});
