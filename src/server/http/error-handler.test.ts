import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { registerErrorHandler } from './error-handler.ts';

let database: TestDatabase;
const app = Fastify({ logger: false });
// Nothing listens on port 1: every connection attempt is refused.
const downPool = createPool('postgres://postgres:x@127.0.0.1:1/none', 1);

/** Values the zod schemas should refuse, each raising one SQLSTATE of class 22 (data exception). */
const DATA_EXCEPTIONS = [
  ['22P02', sql`select ${'abc'}::int`],
  ['22021', sql`select ${'a\u0000b'}::text`],
  ['22003', sql`select ${'99999999999'}::int`],
  ['22008', sql`select ${'2024-13-45'}::date`],
  ['22007', sql`select ${'not a date'}::date`],
] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  registerErrorHandler(app);
  for (const [state, query] of DATA_EXCEPTIONS)
    app.get(`/data/${state}`, async () => database.db.execute(query));
  app.get('/missing-reference', async () =>
    database.db.execute(
      sql`insert into cities (name, search_name, country_id) values ('Nowhere', 'nowhere', 2147483647)`,
    ),
  );
  app.get('/still-referenced', async () =>
    database.db.execute(
      sql`delete from countries where id = (select country_id from cities limit 1)`,
    ),
  );
  app.get('/duplicate', async () =>
    database.db.execute(sql`insert into currencies select * from currencies limit 1`),
  );
  app.get('/duplicate-linkedin', async () =>
    database.db.transaction(async (tx) => {
      for (const email of ['li-a@example.test', 'li-b@example.test'])
        await tx.execute(
          sql`insert into users (email, role_id, firstname, lastname, linkedin_page) values (${email}, 3, 'A', 'B', 'linkedin.com/in/same/')`,
        );
    }),
  );
  app.get('/down', async () => createDatabase(downPool).execute(sql`select 1`));
  app.get('/terminated', async () =>
    // The backend of the transaction's own connection dies mid-request (57P01), as when the
    // server is stopped or killed while writes run.
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await downPool.end();
  await database.drop();
});

describe('database errors', () => {
  it.each(DATA_EXCEPTIONS.map(([state]) => state))(
    'answers a data exception (%s) as 400 validation_failed',
    async (state) => {
      const response = await app.inject({ url: `/data/${state}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    },
  );

  it('answers a row that names a missing one as 400, and removing a row in use as 409', async () => {
    const missing = await app.inject({ url: '/missing-reference' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed' });
    const referenced = await app.inject({ url: '/still-referenced' });
    expect(referenced.statusCode).toBe(409);
    expect(referenced.json()).toMatchObject({ code: 'conflict' });
  });

  it('answers a duplicate the feature did not catch as 409, not 500', async () => {
    const duplicate = await app.inject({ url: '/duplicate' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'conflict' });
    const linkedin = await app.inject({ url: '/duplicate-linkedin' });
    expect(linkedin.statusCode).toBe(409);
    expect(linkedin.json()).toMatchObject({ code: 'linkedin_taken' });
  });

  it('answers 503 unavailable with Retry-After when the database refuses connections', async () => {
    const response = await app.inject({ url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'unavailable' });
  });

  it('survives a connection terminated inside a transaction and answers 503', async () => {
    const response = await app.inject({ url: '/terminated' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    // The pool replaced the dead connection: the next request works.
    const next = await app.inject({ url: '/data/22P02' });
    expect(next.statusCode).toBe(400);
  });
});
