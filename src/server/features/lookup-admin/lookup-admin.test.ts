import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { LOOKUP_ADMIN_KINDS } from '#shared/schemas/lookup-admin.ts';
import {
  auditLog,
  cities,
  companies,
  countries,
  jobTypes,
  jobs,
  menus,
  roleMenuRights,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let staff: Record<string, string>;
/** Holds no lookup menu at all. */
let recruiter: Record<string, string>;
/** Holds every lookup menu with the select flag only (set up below). */
let reader: Record<string, string>;

const LOOKUP_MENUS = [
  'candidateStatus',
  'educationLevel',
  'jobTypes',
  'jobStatus',
  'jobIndustries',
  'jobSalary',
  'jobLocation',
];
const RESOURCES = [...LOOKUP_ADMIN_KINDS, 'countries', 'cities'] as const;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
  recruiter = (await t.loginAs({ roleId: ROLE.recruiter })).headers;
  // The company role gets the lookup menus, read-only: it sees the lists and may change nothing.
  const menuRows = await t.db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.name, LOOKUP_MENUS));
  await t.db
    .insert(roleMenuRights)
    .values(
      menuRows.map((menu) => ({
        roleId: ROLE.company,
        menuId: menu.id,
        canSelect: true,
        canInsert: false,
        canUpdate: false,
        canDelete: false,
      })),
    )
    .onConflictDoUpdate({
      target: [roleMenuRights.roleId, roleMenuRights.menuId],
      set: { canSelect: true, canInsert: false, canUpdate: false, canDelete: false },
    });
  reader = (await t.loginAs({ roleId: ROLE.company })).headers;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = { method: Method; url: string; payload?: object };
const as = (headers: Record<string, string> | undefined, call: Call) =>
  t.app.inject({ ...call, headers });
const base = (resource: string) => `/api/lookup-admin/${resource}`;
const turkey = async () => {
  const [row] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
  if (!row) throw new Error('no TR');
  return row;
};

function validBody(resource: (typeof RESOURCES)[number], countryId: number) {
  if (resource === 'countries')
    return {
      iso2: 'XQ',
      nameEn: 'Testland',
      nameTr: 'Testiye',
      phoneCode: '+999',
      defaultCurrency: null,
    };
  if (resource === 'cities') return { countryId, name: 'Testville' };
  return { nameEn: 'Test entry', nameTr: 'Deneme kaydı' };
}

/** Every route of a resource with a valid body, plus the flag it needs. */
function routes(resource: (typeof RESOURCES)[number], countryId: number) {
  const listQuery = resource === 'cities' ? `?countryId=${countryId}` : '';
  const body = validBody(resource, countryId);
  const update = resource === 'cities' ? { name: 'Testville' } : { ...body };
  if ('countryId' in update) delete (update as { countryId?: number }).countryId;
  const calls: { call: Call; flag: string }[] = [
    { flag: 'select', call: { method: 'GET', url: `${base(resource)}${listQuery}` } },
    { flag: 'select', call: { method: 'GET', url: `${base(resource)}/export${listQuery}` } },
    { flag: 'insert', call: { method: 'POST', url: base(resource), payload: body } },
    { flag: 'update', call: { method: 'PUT', url: `${base(resource)}/1`, payload: update } },
    {
      flag: 'update',
      call: { method: 'POST', url: `${base(resource)}/1/active`, payload: { active: true } },
    },
    { flag: 'delete', call: { method: 'DELETE', url: `${base(resource)}/1` } },
  ];
  if ((LOOKUP_ADMIN_KINDS as readonly string[]).includes(resource))
    calls.push({
      flag: 'update',
      call: { method: 'POST', url: `${base(resource)}/1/move`, payload: { direction: 'down' } },
    });
  return calls;
}

describe('who may call', () => {
  it('answers 401 anonymous, 403 without the menu and 403 without the flag on every route', async () => {
    const { id: countryId } = await turkey();
    for (const resource of RESOURCES) {
      for (const { call, flag } of routes(resource, countryId)) {
        const label = `${call.method} ${call.url}`;
        expect((await as(undefined, call)).statusCode, label).toBe(401);
        const noMenu = await as(recruiter, call);
        expect(noMenu.statusCode, label).toBe(403);
        expect(noMenu.json(), label).toMatchObject({ code: 'forbidden' });
        const readOnly = await as(reader, call);
        if (flag === 'select') expect(readOnly.statusCode, label).toBe(200);
        else expect(readOnly.statusCode, label).toBe(403);
      }
    }
  });

  it('answers 400 in the error shape for bad input on every route', async () => {
    const bad: Call[] = RESOURCES.flatMap((resource) => [
      { method: 'GET', url: `${base(resource)}?size=1000&countryId=1` },
      { method: 'GET', url: `${base(resource)}/export?sort=nope&countryId=1` },
      { method: 'POST', url: base(resource), payload: { nameEn: '', nameTr: '', name: '' } },
      { method: 'PUT', url: `${base(resource)}/abc`, payload: {} },
      { method: 'POST', url: `${base(resource)}/1/active`, payload: { active: 'maybe' } },
      { method: 'DELETE', url: `${base(resource)}/0` },
    ]);
    bad.push({
      method: 'POST',
      url: `${base('job-types')}/1/move`,
      payload: { direction: 'left' },
    });
    bad.push({ method: 'GET', url: base('cities') });
    for (const call of bad) {
      const response = await as(staff, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: expect.any(String),
      });
    }
  });
});

describe('simple lookups', () => {
  it('adds, lists, edits, deactivates, reactivates and deletes an unused entry, with audit rows', async () => {
    const created = await as(staff, {
      method: 'POST',
      url: base('job-types'),
      payload: { nameEn: 'Seasonal work', nameTr: 'Sezonluk iş' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      code: 'seasonal_work',
      active: true,
      system: false,
      colorCode: null,
    });

    const list = await as(staff, { method: 'GET', url: `${base('job-types')}?q=seasonal` });
    expect(list.json()).toMatchObject({ total: 1, page: 1, size: 10, items: [{ id: item.id }] });
    // New entries go last.
    const all = await as(staff, { method: 'GET', url: `${base('job-types')}?size=100` });
    expect(all.json().items.at(-1).id).toBe(item.id);

    const edited = await as(staff, {
      method: 'PUT',
      url: `${base('job-types')}/${item.id}`,
      payload: { nameEn: 'Seasonal job', nameTr: 'Mevsimlik iş' },
    });
    expect(edited.json()).toMatchObject({
      nameEn: 'Seasonal job',
      nameTr: 'Mevsimlik iş',
      code: 'seasonal_work',
    });

    const off = await as(staff, {
      method: 'POST',
      url: `${base('job-types')}/${item.id}/active`,
      payload: { active: false },
    });
    expect(off.json().active).toBe(false);
    const pub = await t.app.inject({ url: '/api/lookups/job-types' });
    expect(pub.json().items.map((row: { id: number }) => row.id)).not.toContain(item.id);
    const inactive = await as(staff, {
      method: 'GET',
      url: `${base('job-types')}?status=inactive`,
    });
    expect(inactive.json().items.map((row: { id: number }) => row.id)).toEqual([item.id]);

    const on = await as(staff, {
      method: 'POST',
      url: `${base('job-types')}/${item.id}/active`,
      payload: { active: true },
    });
    expect(on.json().active).toBe(true);
    expect((await t.app.inject({ url: '/api/lookups/job-types' })).json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: item.id, description: 'Seasonal job' }),
      ]),
    );

    const removed = await as(staff, { method: 'DELETE', url: `${base('job-types')}/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(jobTypes).where(eq(jobTypes.id, item.id))).toHaveLength(0);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job_types'), eq(auditLog.entityId, String(item.id))));
    expect(actions.map((row) => row.action).sort()).toEqual(
      [
        'lookup.activate',
        'lookup.create',
        'lookup.deactivate',
        'lookup.delete',
        'lookup.update',
      ].sort(),
    );
    expect(
      (await as(staff, { method: 'DELETE', url: `${base('job-types')}/${item.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete an entry in use with 409 in_use, and the record keeps showing its label', async () => {
    const created = (
      await as(staff, {
        method: 'POST',
        url: base('job-types'),
        payload: { nameEn: 'Gig', nameTr: 'Tek iş' },
      })
    ).json();
    const [company] = await t.db.insert(companies).values({ name: 'Lookup Co' }).returning();
    await t.db.insert(jobs).values({
      slug: 'lookup-job',
      referenceCode: 'LOOKUP-1',
      companyId: company!.id,
      title: 'Lookup job',
      jobTypeId: created.id,
      statusId: 1,
    } as typeof jobs.$inferInsert);
    const refused = await as(staff, {
      method: 'DELETE',
      url: `${base('job-types')}/${created.id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: 'This entry is in use and cannot be deleted; deactivate it instead.',
      details: { reason: 'in_use' },
    });
    // Deactivating is allowed; the row stays for the job that refers to it.
    await as(staff, {
      method: 'POST',
      url: `${base('job-types')}/${created.id}/active`,
      payload: { active: false },
    });
    expect(await t.db.select().from(jobTypes).where(eq(jobTypes.id, created.id))).toHaveLength(1);
  });

  it('protects the entries the application relies on and refuses a taken code', async () => {
    for (const call of [
      { method: 'DELETE' as const, url: `${base('job-statuses')}/1` },
      {
        method: 'POST' as const,
        url: `${base('job-statuses')}/1/active`,
        payload: { active: false },
      },
      { method: 'DELETE' as const, url: `${base('candidate-statuses')}/6` },
    ]) {
      const response = await as(staff, call);
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({ reason: 'system_entry' });
    }
    const existing = (
      await as(staff, { method: 'GET', url: `${base('industries')}?size=1` })
    ).json();
    const taken = await as(staff, {
      method: 'POST',
      url: base('industries'),
      payload: { code: existing.items[0].code, nameEn: 'Tech', nameTr: 'Teknoloji' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ reason: 'code_taken' });
    // The same English name twice gets a free code.
    const first = await as(staff, {
      method: 'POST',
      url: base('industries'),
      payload: { nameEn: 'Space', nameTr: 'Uzay' },
    });
    const second = await as(staff, {
      method: 'POST',
      url: base('industries'),
      payload: { nameEn: 'Space', nameTr: 'Uzay' },
    });
    expect([first.json().code, second.json().code]).toEqual(['space', 'space_2']);
  });

  it('stores and lists a job status colour; validates it', async () => {
    const created = await as(staff, {
      method: 'POST',
      url: base('job-statuses'),
      payload: { nameEn: 'On hold', nameTr: 'Beklemede', colorCode: '#AABBCC' },
    });
    expect(created.json()).toMatchObject({ colorCode: '#aabbcc', requiresCv: null });
    const bad = await as(staff, {
      method: 'PUT',
      url: `${base('job-statuses')}/${created.json().id}`,
      payload: { nameEn: 'On hold', nameTr: 'Beklemede', colorCode: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    const cv = await as(staff, {
      method: 'POST',
      url: base('candidate-statuses'),
      payload: {
        nameEn: 'Reference check',
        nameTr: 'Referans kontrolü',
        colorCode: '#123456',
        requiresCv: true,
      },
    });
    expect(cv.json()).toMatchObject({ requiresCv: true, colorCode: '#123456' });
  });

  it('moves an entry up and down and pages, sorts and filters in SQL', async () => {
    const before = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?size=100` })
    ).json();
    const ids: number[] = before.items.map((row: { id: number }) => row.id);
    expect(
      (
        await as(staff, {
          method: 'POST',
          url: `${base('education-levels')}/${ids[2]}/move`,
          payload: { direction: 'up' },
        })
      ).statusCode,
    ).toBe(200);
    const after = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?size=100` })
    ).json();
    expect(after.items.map((row: { id: number }) => row.id)).toEqual([
      ids[0],
      ids[2],
      ids[1],
      ...ids.slice(3),
    ]);
    expect(after.items.map((row: { sortOrder: number }) => row.sortOrder)).toEqual(
      ids.map((_, i) => i + 1),
    );
    // The first entry cannot move further up.
    await as(staff, {
      method: 'POST',
      url: `${base('education-levels')}/${ids[0]}/move`,
      payload: { direction: 'up' },
    });
    const same = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?size=100` })
    ).json();
    expect(same.items[0].id).toBe(ids[0]);

    const paged = (
      await as(staff, {
        method: 'GET',
        url: `${base('education-levels')}?size=2&page=2&sort=nameEn&order=desc`,
      })
    ).json();
    const names = [...before.items.map((row: { nameEn: string }) => row.nameEn)].sort((a, b) =>
      b.toLowerCase().localeCompare(a.toLowerCase()),
    );
    expect(paged).toMatchObject({ total: ids.length, page: 2, size: 2 });
    expect(paged.items.map((row: { nameEn: string }) => row.nameEn)).toEqual(names.slice(2, 4));
    const like = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?q=%25` })
    ).json();
    expect(like.total).toBe(0);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await as(staff, {
      method: 'GET',
      url: `${base('job-statuses')}/export?q=open`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('job-statuses.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Code,Name (en),Name (tr),Order,Active,Colour');
    expect(lines[1]).toBe('1,open,Open,Açık,1,yes,#22c55e');
    expect(lines).toHaveLength(2);
  });
});

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
