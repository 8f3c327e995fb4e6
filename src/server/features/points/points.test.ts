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

const entry = (
  userId: number,
  points: number,
  kind: 'reward' | 'payout',
  at: string,
  currency = 'USD',
) => ({
  userId,
  kind,
  points,
  amountMinor: points * 100,
  currency,
  createdAt: new Date(at),
});

describe('points', () => {
  it('gives a recruiter their balance per currency and ledger with filters and paging', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db
      .insert(pointsLedger)
      .values([
        entry(me.user.id, 500, 'reward', '2026-01-10T10:00:00Z'),
        entry(me.user.id, 300, 'reward', '2026-02-10T10:00:00Z'),
        entry(me.user.id, -200, 'payout', '2026-03-10T10:00:00Z'),
        entry(me.user.id, 750, 'reward', '2026-03-11T10:00:00Z', 'EUR'),
        entry(other.user.id, 9999, 'reward', '2026-01-10T10:00:00Z'),
      ]);
    const balance = await t.app.inject({ url: '/api/points/balance', headers: me.headers });
    // $600 and €750: two balances, never one sum of 1,350.
    expect(balance.json()).toEqual({
      balances: [
        { currency: 'EUR', amountMinor: 75_000, points: 750 },
        { currency: 'USD', amountMinor: 60_000, points: 600 },
      ],
    });

    const page = await t.app.inject({ url: '/api/points/history?size=2', headers: me.headers });
    expect(page.json()).toMatchObject({ total: 4 });
    expect(page.json().balances).toHaveLength(2);
    expect(page.json().items.map((i: { points: number }) => i.points)).toEqual([750, -200]);
    const second = await t.app.inject({
      url: '/api/points/history?size=2&page=2',
      headers: me.headers,
    });
    expect(second.json().items.map((i: { points: number }) => i.points)).toEqual([300, 500]);
    const rewards = await t.app.inject({
      url: '/api/points/history?kind=reward&from=2026-02-01&to=2026-02-28',
      headers: me.headers,
    });
    expect(rewards.json()).toMatchObject({ total: 1, items: [{ points: 300 }] });
    const euros = await t.app.inject({
      url: '/api/points/history?currency=EUR',
      headers: me.headers,
    });
    expect(euros.json()).toMatchObject({ total: 1, items: [{ currency: 'EUR', points: 750 }] });
  });

  it('is for recruiters only and checks its input', async () => {
    for (const url of ['/api/points/balance', '/api/points/history', '/api/points/summary'])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const company = await t.loginAs({ roleId: ROLE.company });
    const staff = await t.loginAs({ roleId: ROLE.admin });
    for (const who of [candidate, company, staff])
      for (const url of ['/api/points/balance', '/api/points/history', '/api/points/summary'])
        expect((await t.app.inject({ url, headers: who.headers })).statusCode).toBe(403);
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    for (const query of [
      'kind=gift',
      'currency=XXX',
      'currency=usd%00',
      'page=99999999999999999999',
      'size=0',
      'from=2026-13-45',
    ]) {
      const bad = await t.app.inject({ url: `/api/points/history?${query}`, headers: me.headers });
      expect({ query, status: bad.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
