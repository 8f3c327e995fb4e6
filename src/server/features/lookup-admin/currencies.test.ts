import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog, currencies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let staff: Record<string, string>;
const URL = '/api/lookup-admin/currencies';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
});
afterAll(async () => {
  await t.close();
});

describe('lookup admin: currencies', () => {
  it('lists the ten currencies with their seeded maximum reward in major units', async () => {
    const list = await t.app.inject({ url: `${URL}?size=20`, headers: staff });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { code: string; maxReward: number }[];
    expect(items).toHaveLength(10);
    expect(items.find((item) => item.code === 'USD')).toMatchObject({ maxReward: 50_000 });
    expect(items.find((item) => item.code === 'JPY')).toMatchObject({
      maxReward: 7_500_000,
      minorUnit: 0,
    });
    const [usd] = await t.db.select().from(currencies).where(eq(currencies.code, 'USD'));
    expect(usd?.maxRewardMinor).toBe(5_000_000);

    const csv = await t.app.inject({ url: `${URL}/export?q=usd`, headers: staff });
    expect(csv.body).toContain('Maximum reward');
    expect(csv.body).toContain('50000');
  });

  it('lets staff change the maximum (stored in minor units, audited) and nothing else', async () => {
    const [eur] = await t.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    const id = eur?.id ?? 0;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: staff,
      payload: { maxReward: '75000.50' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'EUR', maxReward: 75_000.5 });
    const [row] = await t.db.select().from(currencies).where(eq(currencies.id, id));
    expect(row?.maxRewardMinor).toBe(7_500_050);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'currencies'), eq(auditLog.action, 'lookup.update')));
    expect(audits).toHaveLength(1);

    for (const maxReward of [0, -5, 'abc', 1.001, 2_000_000_000]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `${URL}/${id}`,
        headers: staff,
        payload: { maxReward },
      });
      expect(bad.statusCode, String(maxReward)).toBe(400);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${URL}/9999`,
      headers: staff,
      payload: { maxReward: 1 },
    });
    expect(missing.statusCode).toBe(404);
    // Codes and minor units are fixed: no add, delete or deactivate route.
    const add = await t.app.inject({ method: 'POST', url: URL, headers: staff, payload: {} });
    expect(add.statusCode).toBe(404);
    const remove = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: staff });
    expect(remove.statusCode).toBe(404);
  });

  it('refuses decimals the currency does not have (a yen maximum of 0.01 had been stored as 0), in the caller’s language', async () => {
    const [yen] = await t.db.select().from(currencies).where(eq(currencies.code, 'JPY'));
    const put = (maxReward: unknown, headers = staff) =>
      t.app.inject({ method: 'PUT', url: `${URL}/${yen!.id}`, headers, payload: { maxReward } });
    for (const maxReward of [0.01, 0.4, 1500.5]) {
      const bad = await put(maxReward);
      expect(bad.statusCode, String(maxReward)).toBe(400);
      expect(bad.json().details.fieldErrors.maxReward).toEqual([
        'This currency does not take that many decimals',
      ]);
    }
    const turkish = await put(0.01, { ...staff, 'accept-language': 'tr' });
    expect(turkish.json().message).toBe('Bu para birimi bu kadar ondalık basamak almaz');
    const [unchanged] = await t.db.select().from(currencies).where(eq(currencies.code, 'JPY'));
    expect(unchanged?.maxRewardMinor).toBe(yen?.maxRewardMinor);
    const whole = await put(1_500_000);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ code: 'JPY', maxReward: 1_500_000 });
  });

  it('refuses the list and the edit to roles without the salary-types page', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    expect((await t.app.inject({ url: URL, headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
  });
});
