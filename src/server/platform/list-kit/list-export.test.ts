import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE } from '#shared/constants/roles.ts';
import { toCsv } from '#shared/format/csv.ts';
import {
  CSV_EXPORT_LIMIT,
  listQuerySchema,
  pagedResponseSchema,
} from '#shared/schemas/list-query.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CURSOR_BATCH, openListCursor } from './list-cursor.ts';
import type { ListQuery, ListResource } from './list-resource.ts';
import { listOrder, listPage } from './list-rows.ts';
import { registerList } from './register-list.ts';

// The CSV export reads its rows through a cursor and streams them: the bytes must be those the
// whole file built at once gave (what the kit sent before), over several cursor batches, with
// every kind of value a list selects (text, numbers, dates, nulls, SQL expressions).
const querySchema = listQuerySchema(['subject', 'createdAt'], 'createdAt', 'desc');
type Query = z.output<typeof querySchema>;
const itemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  length: z.number(),
});
type Item = z.output<typeof itemSchema>;

const select = (db: Parameters<ListResource<Query, null, never, Item>['select']>[0]) =>
  db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      attempts: outboxEmails.attempts,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
      length: sql<number>`length(${outboxEmails.subject})::int`,
    })
    .from(outboxEmails);
type Row = Awaited<ReturnType<typeof select>>[number];

const MARK = '@export.test';
const resource: ListResource<Query, null, Row, Item> = {
  base: '/api/test-export',
  tags: ['test'],
  rights: { menu: 'users' },
  schemas: {
    query: querySchema,
    exportQuery: querySchema.omit({ page: true, size: true }),
    page: pagedResponseSchema(itemSchema),
  },
  scope: () => null,
  select,
  count: (db) => db.select({ value: count() }).from(outboxEmails),
  where: (query) =>
    sql`${outboxEmails.toAddress} like ${`%${MARK}`} and ${
      query.q ? sql`${outboxEmails.subject} = ${query.q}` : sql`true`
    }`,
  sorts: () => ({
    subject: sql`lower(${outboxEmails.subject})`,
    createdAt: outboxEmails.createdAt,
  }),
  tieBreak: { column: outboxEmails.id, order: 'same' },
  toItem: (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }),
  csv: {
    fileName: 'export.csv',
    header: () => ['Id', 'To', 'Subject', 'Attempts', 'Created', 'Sent', 'Length'],
    row: (item) => [
      item.id,
      item.to,
      item.subject,
      item.attempts,
      item.createdAt,
      item.sentAt,
      item.length,
    ],
  },
};

/** The file as the kit built it before streaming: every row at once, through `listPage`. */
async function wholeFile<Q extends ListQuery, S, R, I>(
  t: TestApp,
  list: ListResource<Q, S, R, I>,
  query: Q,
  scope: S,
) {
  const csv = list.csv;
  if (!csv) throw new Error('no csv');
  const all = { ...query, page: 1, size: CSV_EXPORT_LIMIT };
  const { items } = await listPage(t.db, list, all, scope);
  const rows = items.map((item) => csv.row(item, all, scope));
  return `\uFEFF${toCsv([csv.header(all, scope), ...rows])}\r\n`;
}

const SUBJECTS = ['plain', 'with, comma', 'with "quotes"', 'two\r\nlines', '=1+1', 'İstanbul ✓'];

describe('the list kit CSV export, streamed from a cursor', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const total = CURSOR_BATCH * 2 + 345;

  beforeAll(async () => {
    t = await createTestApp({}, (app, db) => registerList(app, db, resource));
    staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    await t.db.insert(outboxEmails).values(
      Array.from({ length: total }, (_, n) => ({
        toAddress: `person${n}${MARK}`,
        subject: `${SUBJECTS[n % SUBJECTS.length]} ${n % 7}`,
        html: '',
        text: '',
        status: 'sent' as const,
        attempts: n % 4,
        createdAt: new Date(Date.UTC(2026, 0, 1) + (n % 500) * 3_600_123),
        sentAt: n % 3 === 0 ? null : new Date(Date.UTC(2026, 1, 1) + n * 1_001),
      })),
    );
  });
  afterAll(() => t.close());

  /** The export, counting the connections taken for a cursor (`pool.connect()` as a promise). */
  async function exportOf(url: string) {
    const connect = t.pool.connect.bind(t.pool) as (...args: unknown[]) => unknown;
    const pool = t.pool as unknown as { connect: (...args: unknown[]) => unknown };
    let cursors = 0;
    pool.connect = (...args: unknown[]) => {
      if (args.length === 0) cursors += 1;
      return connect(...args);
    };
    try {
      const response = await t.app.inject({ url, headers: staff });
      return Object.assign(response, { cursors });
    } finally {
      pool.connect = connect;
    }
  }

  it('sends the same bytes as the whole file built at once, over several batches', async () => {
    for (const [sort, order] of [
      ['createdAt', 'desc'],
      ['subject', 'asc'],
    ] as const) {
      const response = await exportOf(`/api/test-export/export?sort=${sort}&order=${order}`);
      expect(response.statusCode).toBe(200);
      expect(response.cursors).toBe(1);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const query = { page: 1, size: 10, sort, order } as Query;
      const expected = await wholeFile(t, resource, query, null);
      expect(response.body).toBe(expected);
      // Header, every row, then the final line break (one row spans two lines).
      const rows = response.body.split(/\r\n(?=\d+,)/).length - 1;
      expect(rows).toBe(total);
    }
  });

  it('sends the header alone when nothing matches', async () => {
    const response = await exportOf('/api/test-export/export?q=nothing-has-this-subject');
    expect(response.body).toBe('\uFEFFId,To,Subject,Attempts,Created,Sent,Length\r\n');
  });

  it('gives its connection back: when read to the end, and when stopped early', async () => {
    const openNow = () => t.pool.totalCount - t.pool.idleCount;
    const before = openNow();
    const query = { page: 1, size: 10, sort: 'createdAt', order: 'desc' } as Query;
    const cursorOf = () =>
      openListCursor(
        t.pool,
        resource
          .select(t.db, query)
          .where(resource.where(query, null))
          .orderBy(...listOrder(resource, query))
          .limit(CSV_EXPORT_LIMIT),
      );
    const whole = await cursorOf();
    let read = 0;
    for (let batch = await whole.next(); batch.length > 0; batch = await whole.next())
      read += batch.length;
    expect(read).toBe(total);
    expect(openNow()).toBe(before);

    const stopped = await cursorOf();
    expect(await stopped.next()).toHaveLength(CURSOR_BATCH);
    expect(openNow()).toBe(before + 1);
    stopped.close();
    expect(openNow()).toBe(before);
    expect(await stopped.next()).toEqual([]);
    // The pool still answers: nothing was left in a transaction.
    const [row] = await t.db
      .select({ n: count() })
      .from(outboxEmails)
      .where(eq(outboxEmails.status, 'sent'));
    expect(Number(row?.n)).toBeGreaterThanOrEqual(total);
  });
});
