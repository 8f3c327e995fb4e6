import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { DataRequest } from '#shared/schemas/privacy.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCompany } from '../../test/factories/company.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('staff data requests, retention settings and legal holds', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const outsiders: [string, Record<string, string>][] = [['anonymous', {}]];

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    for (const role of [ROLE.candidate, ROLE.recruiter, ROLE.company] as const) {
      const login = await t.loginAs({ roleId: role });
      if (role === ROLE.company) await createCompany(t.db, { ownerIds: [login.user.id] });
      outsiders.push([`role ${role}`, login.headers]);
    }
  });
  afterAll(() => t.close());

  const create = (payload: object, headers = staff) =>
    t.app.inject({ method: 'POST', url: '/api/privacy/data-requests', headers, payload });

  it('lets staff log a request and shows its due date (received + 30 days) and days left', async () => {
    const fresh = await create({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.test',
      kind: 'access',
      receivedOn: day(-5),
      notes: 'By post',
    });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json<DataRequest>()).toMatchObject({
      kind: 'access',
      status: 'open',
      receivedOn: day(-5),
      dueOn: day(25),
      daysLeft: 25,
    });

    const late = await create({
      name: 'Late Person',
      email: 'late@example.test',
      kind: 'erasure',
      receivedOn: day(-40),
    });
    expect(late.json<DataRequest>()).toMatchObject({ dueOn: day(-10), daysLeft: -10 });

    const list = await t.app.inject({
      url: '/api/privacy/data-requests?sort=dueOn&order=asc',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: DataRequest[] }>().items;
    expect(items.map((i) => i.name)).toEqual(['Late Person', 'Ayşe Yılmaz']);

    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/privacy/data-requests/${late.json<DataRequest>().id}`,
      headers: staff,
      payload: { status: 'done' },
    });
    expect(done.json<DataRequest>()).toMatchObject({ status: 'done', daysLeft: null });
    const open = await t.app.inject({
      url: '/api/privacy/data-requests?status=open',
      headers: staff,
    });
    expect(open.json<{ items: DataRequest[] }>().items.map((i) => i.name)).toEqual(['Ayşe Yılmaz']);

    const csv = await t.app.inject({ url: '/api/privacy/data-requests/export', headers: staff });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('ayse@example.test');
  });

  it('answers 404 to everyone but staff on every staff route', async () => {
    const routes = [
      { method: 'GET', url: '/api/privacy/data-requests' },
      { method: 'GET', url: '/api/privacy/data-requests/export' },
      { method: 'POST', url: '/api/privacy/data-requests', payload: { name: 'x' } },
      { method: 'PUT', url: '/api/privacy/data-requests/1', payload: { status: 'done' } },
      { method: 'GET', url: '/api/privacy/retention' },
      { method: 'PUT', url: '/api/privacy/retention', payload: { retentionMonths: 1 } },
      { method: 'GET', url: '/api/privacy/legal-holds/candidate/1' },
      { method: 'PUT', url: '/api/privacy/legal-holds/user/1', payload: { held: true } },
    ] as const;
    for (const [who, headers] of outsiders) {
      for (const route of routes) {
        const response = await t.app.inject({ ...route, headers });
        expect({ who, url: route.url, status: response.statusCode }).toEqual({
          who,
          url: route.url,
          status: 404,
        });
      }
    }
  });

  it('answers staff 400 for bad input and 404 for a request that does not exist', async () => {
    const bad = [
      { name: '', email: 'a@b.test', kind: 'access', receivedOn: day(0) },
      { name: 'A', email: 'not-mail', kind: 'access', receivedOn: day(0) },
      { name: 'A', email: 'a@b.test', kind: 'delete-everything', receivedOn: day(0) },
      { name: 'A', email: 'a@b.test', kind: 'access', receivedOn: '2026-02-30' },
      { name: 'A\u0000B', email: 'a@b.test', kind: 'access', receivedOn: day(0) },
      { name: 'A', email: 'a@b.test', kind: 'access', receivedOn: day(0), notes: 'x'.repeat(5000) },
    ];
    for (const payload of bad) expect((await create(payload)).statusCode).toBe(400);
    for (const url of [
      '/api/privacy/data-requests?status=lost',
      '/api/privacy/data-requests?sort=email',
      '/api/privacy/data-requests?page=0',
    ])
      expect((await t.app.inject({ url, headers: staff })).statusCode).toBe(400);
    const patch = (url: string) =>
      t.app.inject({ method: 'PUT', url, headers: staff, payload: { status: 'done' } });
    expect((await patch('/api/privacy/data-requests/2147483648')).statusCode).toBe(400);
    expect((await patch('/api/privacy/data-requests/abc')).statusCode).toBe(400);
    expect((await patch('/api/privacy/data-requests/2147483647')).statusCode).toBe(404);
  });

  it('lets staff set the retention period (default 24 months) within bounds', async () => {
    const before = await t.app.inject({ url: '/api/privacy/retention', headers: staff });
    expect(before.json()).toMatchObject({ retentionMonths: 24 });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/privacy/retention', headers: staff, payload });
    expect((await put({ retentionMonths: 12 })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/privacy/retention', headers: staff })).json(),
    ).toMatchObject({ retentionMonths: 12 });
    for (const retentionMonths of [0, -1, 1.5, 1e20, '12', null])
      expect((await put({ retentionMonths })).statusCode).toBe(400);
    expect((await put({ retentionMonths: 24 })).statusCode).toBe(200);
  });

  it('lets staff set and lift a legal hold on an existing user, 404 for a missing record', async () => {
    const { user } = await t.loginAs({ roleId: ROLE.recruiter });
    const hold = (kind: string, id: number | string, held: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/privacy/legal-holds/${kind}/${id}`,
        headers: staff,
        payload: { held },
      });
    expect((await hold('user', user.id, true)).json()).toEqual({ held: true });
    expect(
      (
        await t.app.inject({ url: `/api/privacy/legal-holds/user/${user.id}`, headers: staff })
      ).json(),
    ).toEqual({ held: true });
    expect((await hold('user', user.id, false)).json()).toEqual({ held: false });
    expect((await hold('candidate', 2_147_483_647, true)).statusCode).toBe(404);
    expect((await hold('company', 1, true)).statusCode).toBe(400);
    expect((await hold('user', '99999999999', true)).statusCode).toBe(400);
  });
});
