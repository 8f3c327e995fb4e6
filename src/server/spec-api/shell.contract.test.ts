import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { notifications, pointsLedger } from '#server/db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { execute } from './test-support.ts';

// Contract of the logged-in shell's calls, authenticated-area 7.1 (dashboard/main,
// alerts/allActiveAlerts, activeusers) and 7.2 (sqlIds 27 user menu, 98 points).

useTestApp();

type Session = Awaited<ReturnType<typeof t.loginAs>>;

const ledgerRow = (userId: number, amountMinor: number, currency: string) => ({
  userId,
  kind: 'adjustment' as const,
  points: Math.trunc(amountMinor / 100),
  amountMinor,
  currency,
});

const dashboardMain = (payload: unknown, headers?: Record<string, string>, path = 'dashboard') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/main`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const alerts = (headers?: Record<string, string>, path = 'alerts/allActiveAlerts') =>
  t.app.inject({ url: `/api/${path}/MGR01;MGR02/type_web;type_mobile`, headers });

describe('sqlId 27: user menu', () => {
  it('gives each role its own entries with their flags', async () => {
    const entry = async (session: Session, name: string) =>
      (await execute(t.app, 27, {}, { headers: session.headers })).rows.find(
        (row) => row.name === name,
      );
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect(await entry(recruiter, 'personalBillingInfo')).toMatchObject({
      link: expect.any(String),
      select: true,
      insert: false,
      update: true,
      delete: false,
    });
    expect(await entry(recruiter, 'users')).toBeUndefined();
    const company = await t.loginAs({ roleId: ROLE.company });
    expect(await entry(company, 'companyProfile')).toMatchObject({ select: true, update: true });
    expect(await entry(company, 'personalBillingInfo')).toBeUndefined();
    const staff = await t.loginAs({ roleId: ROLE.admin });
    expect(await entry(staff, 'users')).toMatchObject({
      select: true,
      insert: true,
      update: true,
      delete: true,
    });
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const rows = (await execute(t.app, 27, {}, { headers: candidate.headers })).rows;
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(
        [
          'delete',
          'description',
          'hidden',
          'icon_name',
          'id',
          'insert',
          'link',
          'name',
          'parent_id',
          'select',
          'update',
        ].sort(),
      );
    expect((await execute(t.app, 27)).statusCode).toBe(401);
  });
});

describe('sqlId 98: points', () => {
  it('reads the ledger: user_point first, one row per currency, never a sum', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db
      .insert(pointsLedger)
      .values([
        ledgerRow(me.user.id, 80_000, 'USD'),
        ledgerRow(me.user.id, -20_000, 'USD'),
        ledgerRow(me.user.id, 75_000, 'EUR'),
        ledgerRow(other.user.id, 999_900, 'USD'),
      ]);
    const answer = await execute(t.app, 98, { piv_command_type: 'S' }, { headers: me.headers });
    expect(answer.rows).toEqual([
      { user_point: 750, currency: 'EUR', amount_minor: 75_000 },
      { user_point: 600, currency: 'USD', amount_minor: 60_000 },
    ]);
    const empty = await t.loginAs({ roleId: ROLE.recruiter });
    expect(
      (await execute(t.app, 98, { piv_command_type: 'S' }, { headers: empty.headers })).rows,
    ).toEqual([{ user_point: 0, currency: null, amount_minor: 0 }]);
  });

  it('gives 0 to roles without points, 401 to anonymous, 400 to another command', async () => {
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const session = await t.loginAs({ roleId });
      const answer = await execute(
        t.app,
        98,
        { piv_command_type: 'S' },
        { headers: session.headers },
      );
      expect(answer.rows[0], `role ${roleId}`).toMatchObject({ user_point: 0 });
    }
    expect((await execute(t.app, 98, { piv_command_type: 'S' })).statusCode).toBe(401);
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    for (const command of ['I', 'D', "S'; --", 'a\u0000']) {
      const answer = await execute(
        t.app,
        98,
        { piv_command_type: command },
        { headers: me.headers },
      );
      expect(answer.statusCode, command).toBe(400);
    }
  });
});

describe('POST /api/dashboard/main', () => {
  it('gives staff the online user count of our presence; other roles null', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    // Any authenticated call counts as activity: both are online now.
    for (const session of [staff, recruiter])
      await t.app.inject({ url: '/api/profile', headers: session.headers });
    const answer = await dashboardMain(
      { id: staff.user.publicId, fullname: 'Staff', managers_codes: 'MGR01' },
      staff.headers,
    );
    expect(answer.statusCode).toBe(200);
    const ours = await t.app.inject({ url: '/api/dashboard', headers: staff.headers });
    expect(answer.json()).toEqual({ onlineUserCount: ours.json().activeUsers });
    expect(answer.json().onlineUserCount).toBeGreaterThanOrEqual(2);
    const lower = await dashboardMain({ id: staff.user.publicId }, staff.headers, 'Dashboard');
    expect(lower.json().onlineUserCount).toBe(answer.json().onlineUserCount);

    for (const roleId of [ROLE.candidate, ROLE.recruiter, ROLE.company]) {
      const session = await t.loginAs({ roleId });
      const mine = await dashboardMain({ id: session.user.publicId }, session.headers);
      expect(mine.json(), `role ${roleId}`).toEqual({ onlineUserCount: null });
    }
  });

  it('answers 401 anonymous, 403 for another user’s body unless staff, 400 for hostile bodies', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const staff = await t.loginAs({ roleId: ROLE.admin });
    expect((await dashboardMain({ id: recruiter.user.publicId })).statusCode).toBe(401);
    expect((await dashboardMain({ id: staff.user.publicId }, recruiter.headers)).statusCode).toBe(
      403,
    );
    expect((await dashboardMain({ id: recruiter.user.publicId }, staff.headers)).statusCode).toBe(
      200,
    );
    for (const payload of [{ id: 'a\u0000b' }, { id: 'x'.repeat(5_000) }, { id: 1.5 }, [1], 'x']) {
      const answer = await dashboardMain(payload, recruiter.headers);
      // 400 from our schema; a text body is 415 (not JSON at all).
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(
        typeof payload === 'string' ? 415 : 400,
      );
    }
  });
});

describe('GET /api/alerts/allActiveAlerts/{managers_codes}/{deviceTypes}', () => {
  it('gives the caller’s unread count first, then their unread alerts; never another user’s', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db.insert(notifications).values([
      { userId: me.user.id, type: 'task', title: 'Complete billing' },
      { userId: me.user.id, type: 'mention', title: 'You were mentioned' },
      { userId: me.user.id, type: 'reminder', title: 'Already read', readAt: new Date() },
      { userId: other.user.id, type: 'task', title: 'Someone else’s' },
    ]);
    const answer = await alerts(me.headers);
    expect(answer.statusCode).toBe(200);
    const [count, list] = answer.json();
    expect(count).toBe(2);
    expect(list.map((alert: { title: string }) => alert.title).sort()).toEqual([
      'Complete billing',
      'You were mentioned',
    ]);
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      type: expect.any(String),
      sender: null,
      title: expect.any(String),
      details: null,
      link: null,
      created_at: expect.any(String),
    });
    const lower = await alerts(me.headers, 'alerts/allactivealerts');
    expect(lower.json()[0]).toBe(2);
    const [otherCount] = (await alerts(other.headers)).json();
    expect(otherCount).toBe(1);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const session: Session = await t.loginAs({ roleId });
      expect((await alerts(session.headers)).json(), `role ${roleId}`).toEqual([0, []]);
    }
  });

  it('answers 401 anonymous and 400 for hostile path parts', async () => {
    expect((await alerts()).statusCode).toBe(401);
    const me = await t.loginAs({ roleId: ROLE.candidate });
    for (const parts of ['a%00b/x', 'a%01/b', 'x/%E2%80%AE%00']) {
      const answer = await t.app.inject({
        url: `/api/alerts/allActiveAlerts/${parts}`,
        headers: me.headers,
      });
      expect(answer.statusCode, parts.slice(0, 20)).toBe(400);
    }
    // Fastify's own limit on a path part (100 characters) answers first.
    const tooLong = await t.app.inject({
      url: `/api/alerts/allActiveAlerts/x/${'y'.repeat(5_000)}`,
      headers: me.headers,
    });
    expect(tooLong.statusCode).toBe(414);
  });
});

describe('GET /api/activeusers', () => {
  it('gives staff the data list the spec’s client reads, its count the session count', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    await t.app.inject({ url: '/api/profile', headers: staff.headers });
    for (const url of ['/api/activeusers', '/api/ActiveUsers']) {
      const answer = await t.app.inject({ url, headers: staff.headers });
      expect(answer.statusCode, url).toBe(200);
      const body = answer.json();
      expect(body.data.map((user: { id: string }) => user.id)).toContain(staff.user.publicId);
      expect(body.data).toEqual(body.items);
      expect(body.count).toBe(body.data.length);
    }
  });

  it('is staff only: anonymous 401, every other role 403', async () => {
    expect((await t.app.inject({ url: '/api/activeusers' })).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.recruiter, ROLE.company]) {
      const session = await t.loginAs({ roleId });
      const answer = await t.app.inject({ url: '/api/activeusers', headers: session.headers });
      expect(answer.statusCode, `role ${roleId}`).toBe(403);
      expect(answer.body).not.toContain('"data"');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the payments and dashboard calls under the spec-api tag', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/Payments/payment-success', 'post'],
      ['/api/Payments/CreateCustomersCompanyId', 'post'],
      ['/api/dashboard/main', 'post'],
      ['/api/alerts/allActiveAlerts/{managersCodes}/{deviceTypes}', 'get'],
    ] as const)
      expect(paths[path]?.[method]?.tags, path).toEqual(['spec-api']);
    expect(paths['/api/companies/{id}/payment-customer']?.put?.tags).toEqual(['companies']);
  });
});
