import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cities } from '../../db/schema/index.ts';
import { t } from '#server/test/use-test-app.ts';
import { as, base, staff, turkey, useLookupAdminApp } from './lookup-admin-test-setup.ts';

useLookupAdminApp();

describe('countries and cities', () => {
  it('lists countries with city counts, adds, edits and exports one; a country with cities is in use', async () => {
    const list = (
      await as(staff, {
        method: 'GET',
        url: `${base('countries')}?q=t%C3%BCrk&sort=cityCount&order=desc`,
      })
    ).json();
    const counts = list.items.map((row: { cityCount: number }) => row.cityCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const tr = list.items.find((row: { iso2: string }) => row.iso2 === 'TR');
    expect(tr).toMatchObject({ nameTr: 'Türkiye', active: true });
    expect(tr.cityCount).toBeGreaterThan(80);

    const created = await as(staff, {
      method: 'POST',
      url: base('countries'),
      payload: {
        iso2: 'xq',
        nameEn: 'Testland',
        nameTr: 'Testiye',
        phoneCode: '+999',
        defaultCurrency: 'usd',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ iso2: 'XQ', defaultCurrency: 'USD', cityCount: 0 });
    expect(created.json().id).toBeGreaterThanOrEqual(1000);
    const duplicate = await as(staff, {
      method: 'POST',
      url: base('countries'),
      payload: { iso2: 'TR', nameEn: 'X', nameTr: 'X', phoneCode: '+1', defaultCurrency: null },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details).toEqual({ reason: 'iso_taken' });
    const badCurrency = await as(staff, {
      method: 'PUT',
      url: `${base('countries')}/${created.json().id}`,
      payload: { iso2: 'XQ', nameEn: 'X', nameTr: 'X', phoneCode: '+1', defaultCurrency: 'ZZZ' },
    });
    expect(badCurrency.statusCode).toBe(400);

    const csv = await as(staff, { method: 'GET', url: `${base('countries')}/export?q=Testland` });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'ID,ISO code,Name (en),Name (tr),Calling code,Currency,Cities,Active',
      `${created.json().id},XQ,Testland,Testiye,'+999,USD,0,yes`,
    ]);

    const inUse = await as(staff, { method: 'DELETE', url: `${base('countries')}/${tr.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().details).toEqual({ reason: 'in_use' });
    expect(
      (await as(staff, { method: 'DELETE', url: `${base('countries')}/${created.json().id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('pages a country’s cities in SQL with folded search, and hides inactive ones from the public picker', async () => {
    const tr = await turkey();
    const page = (
      await as(staff, { method: 'GET', url: `${base('cities')}?countryId=${tr.id}&size=5&page=2` })
    ).json();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(80);
    const izmir = (
      await as(staff, { method: 'GET', url: `${base('cities')}?countryId=${tr.id}&q=IZMIR` })
    ).json();
    expect(izmir.items.map((row: { name: string }) => row.name)).toContain('İzmir');

    const created = await as(staff, {
      method: 'POST',
      url: base('cities'),
      payload: { countryId: tr.id, name: 'Yeniköy Test' },
    });
    expect(created.statusCode).toBe(201);
    const city = created.json();
    const renamed = await as(staff, {
      method: 'PUT',
      url: `${base('cities')}/${city.id}`,
      payload: { name: 'Şirinköy Test' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Şirinköy Test', countryId: tr.id });
    const [stored] = await t.db.select().from(cities).where(eq(cities.id, city.id));
    expect(stored?.searchName).toBe('sirinkoy test');

    await as(staff, {
      method: 'POST',
      url: `${base('cities')}/${city.id}/active`,
      payload: { active: false },
    });
    const pub = await t.app.inject({ url: `/api/lookups/countries/${tr.id}/cities` });
    expect(pub.json().items.map((row: { id: number }) => row.id)).not.toContain(city.id);

    // A user living there makes the city in use; the record still resolves its name.
    const { user } = await t.loginAs({ countryId: tr.id, cityId: city.id });
    const refused = await as(staff, { method: 'DELETE', url: `${base('cities')}/${city.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This entry is in use and cannot be deleted; deactivate it instead.',
    );
    expect(user.cityId).toBe(city.id);

    const unused = (
      await as(staff, {
        method: 'POST',
        url: base('cities'),
        payload: { countryId: tr.id, name: 'Gone Test' },
      })
    ).json();
    expect(
      (await as(staff, { method: 'DELETE', url: `${base('cities')}/${unused.id}` })).statusCode,
    ).toBe(200);
    const unknownCountry = await as(staff, {
      method: 'POST',
      url: base('cities'),
      payload: { countryId: 99999, name: 'X' },
    });
    expect(unknownCountry.statusCode).toBe(400);

    const csv = await as(staff, {
      method: 'GET',
      url: `${base('cities')}/export?countryId=${tr.id}&q=sirinkoy`,
    });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['ID,Country ID,Name,Active', `${city.id},${tr.id},Şirinköy Test,no`]);
  });

  it('hides a deactivated country from the public list', async () => {
    const created = (
      await as(staff, {
        method: 'POST',
        url: base('countries'),
        payload: {
          iso2: 'XR',
          nameEn: 'Hidden',
          nameTr: 'Gizli',
          phoneCode: '+998',
          defaultCurrency: null,
        },
      })
    ).json();
    const ids = async () =>
      (await t.app.inject({ url: '/api/lookups/countries' }))
        .json()
        .items.map((row: { id: number }) => row.id);
    expect(await ids()).toContain(created.id);
    await as(staff, {
      method: 'POST',
      url: `${base('countries')}/${created.id}/active`,
      payload: { active: false },
    });
    expect(await ids()).not.toContain(created.id);
  });
});
