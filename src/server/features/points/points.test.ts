import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { pointsLedger } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const entry = (userId: number, points: number, kind: 'reward' | 'payout', at: string) => ({
  userId,
  kind,
  points,
  amountMinor: points * 100,
  currency: 'USD',
  createdAt: new Date(at),
});

describe('points', () => {
  it('gives a recruiter their balance and ledger with filters and paging', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db
      .insert(pointsLedger)
      .values([
        entry(me.user.id, 500, 'reward', '2026-01-10T10:00:00Z'),
        entry(me.user.id, 300, 'reward', '2026-02-10T10:00:00Z'),
        entry(me.user.id, -200, 'payout', '2026-03-10T10:00:00Z'),
        entry(other.user.id, 9999, 'reward', '2026-01-10T10:00:00Z'),
      ]);
    const balance = await t.app.inject({ url: '/api/points/balance', headers: me.headers });
    expect(balance.json()).toEqual({ points: 600 });

    const page = await t.app.inject({ url: '/api/points/history?size=2', headers: me.headers });
    expect(page.json()).toMatchObject({ total: 3, balance: 600 });
    expect(page.json().items.map((i: { points: number }) => i.points)).toEqual([-200, 300]);
    const second = await t.app.inject({
      url: '/api/points/history?size=2&page=2',
      headers: me.headers,
    });
    expect(second.json().items.map((i: { points: number }) => i.points)).toEqual([500]);
    const rewards = await t.app.inject({
      url: '/api/points/history?kind=reward&from=2026-02-01&to=2026-02-28',
      headers: me.headers,
    });
    expect(rewards.json()).toMatchObject({ total: 1, items: [{ points: 300 }] });
  });

  it('is for recruiters only and checks its input', async () => {
    expect((await t.app.inject({ url: '/api/points/balance' })).statusCode).toBe(401);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    expect(
      (await t.app.inject({ url: '/api/points/balance', headers: candidate.headers })).statusCode,
    ).toBe(403);
    const company = await t.loginAs({ roleId: ROLE.company });
    expect(
      (await t.app.inject({ url: '/api/points/history', headers: company.headers })).statusCode,
    ).toBe(403);
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const bad = await t.app.inject({ url: '/api/points/history?kind=gift', headers: me.headers });
    expect(bad.statusCode).toBe(400);
  });
});
