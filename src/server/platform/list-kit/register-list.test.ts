import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE } from '#shared/constants/roles.ts';
import { listQuerySchema, pagedResponseSchema } from '#shared/schemas/list-query.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { ListResource } from './list-resource.ts';
import { listOrder } from './list-rows.ts';
import { registerList } from './register-list.ts';
import { textMatch } from './text-match.ts';

// A list over the outbox table, described as a feature would: the kit's behaviour, not a feature's.
const querySchema = listQuerySchema(['subject', 'createdAt'], 'subject').extend({
  status: z.enum(['kept', 'sent']).optional(),
});
type Query = z.output<typeof querySchema>;
const itemSchema = z.object({ id: z.number(), to: z.string(), subject: z.string() });
type Item = z.output<typeof itemSchema>;
type Row = { id: number; to: string; subject: string };

const description = (
  base: string,
  refuse: 'status' | 'not-found',
): ListResource<Query, string, Row, Item> => ({
  base,
  tags: ['test'],
  // Staff have `users`; candidates do not.
  rights: { menu: 'users', refuse },
  schemas: {
    query: querySchema,
    exportQuery: querySchema.omit({ page: true, size: true }),
    page: pagedResponseSchema(itemSchema),
  },
  // Only the mails of this test run: the scope narrows every page and export.
  scope: () => '%@kit.test',
  select: (db) =>
    db
      .select({ id: outboxEmails.id, to: outboxEmails.toAddress, subject: outboxEmails.subject })
      .from(outboxEmails),
  count: (db) => db.select({ value: count() }).from(outboxEmails),
  where: (query, scope) =>
    sql`${outboxEmails.toAddress} like ${scope} and ${
      query.status ? eq(outboxEmails.status, query.status) : sql`true`
    } and ${textMatch(query.q, [outboxEmails.subject]) ?? sql`true`}`,
  sorts: () => ({
    subject: sql`lower(${outboxEmails.subject})`,
    createdAt: outboxEmails.createdAt,
  }),
  tieBreak: { column: outboxEmails.id, order: 'asc' },
  toItem: (row) => row,
  csv: {
    fileName: 'kit.csv',
    header: () => ['To', 'Subject'],
    row: (item) => [item.to, item.subject],
  },
});

describe('the list kit', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp({}, (app, db) => {
      registerList(app, db, description('/api/test-kit', 'status'));
      registerList(app, db, description('/api/test-kit-hidden', 'not-found'));
    });
    staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    // Twelve mails with the same subject (the tie-break decides), one other, one outside the scope.
    const rows = await t.db
      .insert(outboxEmails)
      .values([
        ...Array.from({ length: 12 }, (_, n) => ({
          toAddress: `same${n}@kit.test`,
          subject: 'Same',
          html: '<p>x</p>',
          text: 'x',
          status: 'kept' as const,
        })),
        { toAddress: 'a@kit.test', subject: 'Alpha', html: '', text: '', status: 'sent' as const },
        {
          toAddress: 'b@other.test',
          subject: 'Alpha',
          html: '',
          text: '',
          status: 'sent' as const,
        },
      ])
      .returning({ id: outboxEmails.id });
    ids = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  const get = (url: string, headers = staff) => t.app.inject({ url, headers });

  it('answers 401 to anonymous callers and 403 without the menu right', async () => {
    expect((await get('/api/test-kit', {})).statusCode).toBe(401);
    expect((await get('/api/test-kit/export', {})).statusCode).toBe(401);
    const candidate = (await t.loginAs({ roleId: ROLE.candidate })).headers;
    expect((await get('/api/test-kit', candidate)).statusCode).toBe(403);
    expect((await get('/api/test-kit/export', candidate)).statusCode).toBe(403);
  });

  it('answers 404 to outsiders of a hidden list, even to a bad query', async () => {
    const candidate = (await t.loginAs({ roleId: ROLE.candidate })).headers;
    for (const url of ['/api/test-kit-hidden', '/api/test-kit-hidden?size=abc&sort=evil']) {
      expect((await get(url, {})).statusCode).toBe(404);
      expect((await get(url, candidate)).statusCode).toBe(404);
    }
    expect((await get('/api/test-kit-hidden')).statusCode).toBe(200);
  });

  it('pages in SQL with the total, the id breaking ties so pages never overlap', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await get(`/api/test-kit?sort=subject&order=desc&size=4&page=${page}`);
      expect(response.statusCode).toBe(200);
      pages.push(response.json<{ items: Item[]; total: number; page: number; size: number }>());
    }
    expect(pages.map((p) => [p.total, p.page, p.size])).toEqual([
      [13, 1, 4],
      [13, 2, 4],
      [13, 3, 4],
      [13, 4, 4],
    ]);
    const seen = pages.flatMap((p) => p.items.map((item) => item.id));
    // "Same" before "Alpha" (descending), the twelve equal subjects by ascending id.
    expect(seen).toEqual([...ids.slice(0, 12), ids[12]]);
  });

  it('filters and searches in SQL, within the scope', async () => {
    const sent = (await get('/api/test-kit?status=sent')).json<{ items: Item[]; total: number }>();
    expect(sent.items.map((item) => item.to)).toEqual(['a@kit.test']);
    const found = (await get('/api/test-kit?q=alp')).json<{ total: number }>();
    expect(found.total).toBe(1);
  });

  it('lets no sort key outside the description reach SQL', async () => {
    expect((await get('/api/test-kit?sort=html')).statusCode).toBe(400);
    expect((await get('/api/test-kit?sort=id;drop')).statusCode).toBe(400);
    const resource = description('/x', 'status');
    const query = { page: 1, size: 10, sort: 'toString', order: 'asc' } as unknown as Query;
    expect(() => listOrder(resource, query)).toThrow(/Unknown sort/);
  });

  it('exports the same filters and sort as CSV, beyond one page', async () => {
    const response = await get('/api/test-kit/export?status=kept&sort=subject&size=2&page=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kit.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('To,Subject');
    expect(lines.slice(1)).toEqual(Array.from({ length: 12 }, (_, n) => `same${n}@kit.test,Same`));
  });
});
