import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE } from '#shared/constants/roles.ts';
import { listQuerySchema, pagedResponseSchema } from '#shared/schemas/list-query.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { ListResource } from './list-resource.ts';
import { ESTIMATE_FROM, roundEstimate, settleTotal } from './list-total.ts';
import { registerList } from './register-list.ts';

describe('a list total', () => {
  it('shows an estimate with two significant digits', () => {
    expect(roundEstimate(989_963)).toBe(990_000);
    expect(roundEstimate(51_234)).toBe(51_000);
    expect(roundEstimate(2_000_017)).toBe(2_000_000);
    expect(roundEstimate(87)).toBe(87);
  });

  it('takes what a page proves over a count or an estimate', () => {
    const estimate = { total: 60_000, totalIsEstimate: true as const };
    // A first page with room left, or a later page with some rows: the list ends there.
    expect(settleTotal(estimate, { page: 1, size: 10, rows: 4 })).toEqual({ total: 4 });
    expect(settleTotal(estimate, { page: 1, size: 10, rows: 0 })).toEqual({ total: 0 });
    expect(settleTotal(estimate, { page: 7, size: 10, rows: 3 })).toEqual({ total: 63 });
    // A full page beyond the estimate: at least its rows.
    expect(settleTotal(estimate, { page: 7_000, size: 10, rows: 10 })).toEqual({
      total: 70_000,
      totalIsEstimate: true,
    });
    expect(settleTotal(estimate, { page: 2, size: 10, rows: 10 })).toEqual(estimate);
    // Past the end: the count stands; an estimate beyond it comes down to the rows before.
    expect(settleTotal({ total: 12 }, { page: 3, size: 10, rows: 0 })).toEqual({ total: 12 });
    expect(settleTotal(estimate, { page: 5_000, size: 10, rows: 0 })).toEqual({
      total: 49_990,
      totalIsEstimate: true,
    });
  });
});

const querySchema = listQuerySchema(['createdAt'], 'createdAt', 'desc').extend({
  status: z.enum(['kept', 'sent']).optional(),
});
type Query = z.output<typeof querySchema>;
const itemSchema = z.object({ id: z.number() });
const resource: ListResource<Query, null, { id: number }, { id: number }> = {
  base: '/api/test-total',
  tags: ['test'],
  rights: { menu: 'users' },
  schemas: { query: querySchema, page: pagedResponseSchema(itemSchema) },
  scope: () => null,
  select: (db) => db.select({ id: outboxEmails.id }).from(outboxEmails),
  count: (db) => db.select({ value: count() }).from(outboxEmails),
  where: (query) => (query.status ? sql`${outboxEmails.status} = ${query.status}` : undefined),
  sorts: () => ({ createdAt: outboxEmails.createdAt }),
  tieBreak: { column: outboxEmails.id, order: 'same' },
  toItem: (row) => row,
};
/** The same list, its statements planned without parallel workers. */
const withoutWorkers = {
  ...resource,
  base: '/api/test-total-serial',
  withoutParallelWorkers: true as const,
};

describe('the list kit on a very large list', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const many = ESTIMATE_FROM + 10_000;

  beforeAll(async () => {
    t = await createTestApp({}, (app, db) => {
      registerList(app, db, resource);
      registerList(app, db, withoutWorkers);
    });
    staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    await t.pool.query(
      `INSERT INTO outbox_emails (to_address, subject, html, text, status)
       SELECT 'p' || g || '@total.test', 's', '', '', CASE WHEN g <= 25 THEN 'kept' ELSE 'sent' END
       FROM generate_series(1, $1::int) g`,
      [many],
    );
    await t.pool.query('ANALYZE outbox_emails');
  });
  afterAll(() => t.close());

  type Page = { items: unknown[]; total: number; totalIsEstimate?: boolean };
  const page = async (query: string, base = '/api/test-total') =>
    (await t.app.inject({ url: `${base}${query}`, headers: staff })).json<Page>();

  it("answers PostgreSQL's estimate, marked as one, past ESTIMATE_FROM rows", async () => {
    const first = await page('?size=10');
    expect(first.totalIsEstimate).toBe(true);
    expect(first.items).toHaveLength(10);
    // The planner's estimate after ANALYZE, shown with two significant digits.
    expect(Math.abs(first.total - many) / many).toBeLessThan(0.1);
    expect(String(first.total)).toMatch(/^\d\d0+$/);
  });

  it('counts a filtered list that is small, exactly', async () => {
    const kept = await page('?status=kept&size=10&page=2');
    expect(kept).toMatchObject({ total: 25, items: expect.any(Array) });
    expect(kept.totalIsEstimate).toBeUndefined();
    expect(kept.items).toHaveLength(10);
  });

  it('answers the same pages and totals with its statements planned without workers', async () => {
    for (const query of ['?size=10', '?status=kept&size=10&page=2', '?size=10&page=3&order=asc']) {
      expect(await page(query, '/api/test-total-serial')).toEqual(await page(query));
    }
  });
});
