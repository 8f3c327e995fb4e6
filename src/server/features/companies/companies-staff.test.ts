import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog, companies } from '../../db/schema/index.ts';
import { createUser } from '#server/test/factories/user.ts';
import { unique } from '#server/test/factories/unique.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { makeCompany, png, setFlag } from './companies-test-setup.ts';

useTestApp();

const validInput = (name: string) => ({
  name,
  website: 'example.com',
  industryId: 1,
  countryId: null,
  cityId: null,
  companySize: '11-50',
  defaultCurrency: 'EUR',
  description:
    '<p>We build <strong>bridges</strong></p><script>alert(1)</script><img src="https://tracker.example/p.gif">',
  active: true,
});

describe('staff companies', () => {
  it('creates a company with a payment customer, sanitised description and audit row', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const name = `Bridges ${unique()}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: validInput(name),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name,
      website: 'https://example.com',
      companySize: '11-50',
      defaultCurrency: 'EUR',
      active: true,
      members: [],
    });
    expect(body.paymentCustomerId).toMatch(/^cus_test_/);
    expect(body.description).toContain('<strong>bridges</strong>');
    expect(body.description).not.toContain('script');
    expect(body.description).not.toContain('tracker');
    const [row] = await t.db.select().from(companies).where(eq(companies.publicId, body.id));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(row!.id))));
    expect(audits.map((a) => a.action)).toContain('create');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: validInput(name.toUpperCase()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'company_taken',
      details: { fields: { name: 'companies.validation.nameTaken' } },
    });
  });

  it('lists with paging, sorting, filters and counts, and exports CSV', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const tag = unique();
    const member = await createUser(t.db, { roleId: ROLE.company });
    await makeCompany([member.id], `Zeta ${tag}`);
    const inactive = await makeCompany([], `Alpha ${tag}`);
    await t.db.update(companies).set({ active: false }).where(eq(companies.id, inactive.id));

    const list = await t.app.inject({
      url: `/api/companies?q=${tag}&sort=name&order=asc&size=1`,
      headers: staff.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(list.json().items[0].name).toBe(`Alpha ${tag}`);

    const byMembers = await t.app.inject({
      url: `/api/companies?q=${tag}&sort=memberCount&order=desc`,
      headers: staff.headers,
    });
    expect(byMembers.json().items[0]).toMatchObject({ name: `Zeta ${tag}`, memberCount: 1 });

    const active = await t.app.inject({
      url: `/api/companies?q=${tag}&active=true&lang=tr`,
      headers: staff.headers,
    });
    expect(active.json().items.map((i: { name: string }) => i.name)).toEqual([`Zeta ${tag}`]);

    const likeEscaped = await t.app.inject({
      url: `/api/companies?q=${encodeURIComponent('%')}`,
      headers: staff.headers,
    });
    expect(likeEscaped.json().total).toBe(0);

    const csv = await t.app.inject({
      url: `/api/companies/export?q=${tag}&sort=name&order=desc`,
      headers: staff.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Name');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Zeta ${tag}`);
  });

  it('reads and edits a company, uploads a logo and shows its members', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const member = await createUser(t.db, { roleId: ROLE.company });
    const company = await makeCompany([member.id]);
    const read = await t.app.inject({
      url: `/api/companies/${company.publicId}`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().members).toMatchObject([{ userId: member.publicId, isOwner: true }]);

    const name = `Renamed ${unique()}`;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${company.publicId}`,
      headers: staff.headers,
      payload: { ...validInput(name), active: false, website: '' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ name, active: false, website: null });

    const form = multipart([
      { name: 'file', filename: 'logo.png', type: 'image/png', content: png },
    ]);
    const logo = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.publicId}/logo`,
      headers: { ...staff.headers, ...form.headers },
      payload: form.payload,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.json().logoUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);

    const text = multipart([
      {
        name: 'file',
        filename: 'logo.png',
        type: 'image/png',
        content: Buffer.from('not an image'),
      },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.publicId}/logo`,
      headers: { ...staff.headers, ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(400);

    const big = multipart([
      {
        name: 'file',
        filename: 'logo.png',
        type: 'image/png',
        content: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
      },
    ]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.publicId}/logo`,
      headers: { ...staff.headers, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it('answers 400 for bad input, 404 for an unknown company and 401 without a login', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const badQuery = await t.app.inject({
      url: '/api/companies?sort=nope',
      headers: staff.headers,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ code: 'validation_failed' });
    const badBody = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: { ...validInput(''), website: 'not a url' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().code).toBe('validation_failed');
    const badCity = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: { ...validInput(`City ${unique()}`), countryId: null, cityId: 5 },
    });
    expect(badCity.statusCode).toBe(400);
    const missing = await t.app.inject({
      url: `/api/companies/${'0'.repeat(32)}`,
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/companies' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/companies/export' })).statusCode).toBe(401);
  });

  it('answers 403 to a role without the menu and to staff without the flag', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([member.user.id]);
    for (const caller of [recruiter, member]) {
      expect(
        (await t.app.inject({ url: '/api/companies', headers: caller.headers })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: `/api/companies/${company.publicId}`, headers: caller.headers }))
          .statusCode,
      ).toBe(403);
    }
    const staff = await t.loginAs({ roleId: ROLE.admin });
    await setFlag(ROLE.admin, 'companies', 'canInsert', false);
    await setFlag(ROLE.admin, 'companies', 'canUpdate', false);
    try {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: staff.headers,
        payload: validInput(`Nope ${unique()}`),
      });
      expect(create.statusCode).toBe(403);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/companies/${company.publicId}`,
        headers: staff.headers,
        payload: validInput(`Nope ${unique()}`),
      });
      expect(edit.statusCode).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/companies', headers: staff.headers })).statusCode,
      ).toBe(200);
    } finally {
      await setFlag(ROLE.admin, 'companies', 'canInsert', true);
      await setFlag(ROLE.admin, 'companies', 'canUpdate', true);
    }
  });
});

describe('company websites and the 300-character column', () => {
  // A valid address of exactly `length` characters, without the scheme.
  const bareHost = (length: number) => `example.com/${'a'.repeat(length - 'example.com/'.length)}`;
  const tooLong = {
    code: 'validation_failed',
    details: { fields: { website: 'validation.tooLong' } },
  };

  it('refuses a 300-character address without https:// on the field when staff create or edit; a stored 300 passes', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const name = `Long site ${unique()}`;
    const save = (method: 'POST' | 'PUT', url: string, website: string) =>
      t.app.inject({
        method,
        url,
        headers: staff.headers,
        payload: { ...validInput(name), website },
      });

    const refused = await save('POST', '/api/companies', bareHost(300));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject(tooLong);
    expect(await t.db.select().from(companies).where(eq(companies.name, name))).toHaveLength(0);

    const created = await save('POST', '/api/companies', `https://${bareHost(292)}`);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().website).toHaveLength(300);

    const url = `/api/companies/${created.json().id}`;
    const edit = await save('PUT', url, bareHost(293));
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json()).toMatchObject(tooLong);
    const fits = await save('PUT', url, bareHost(292));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().website).toBe(`https://${bareHost(292)}`);
  });

  it('refuses it on the company profile a member edits', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    await makeCompany([member.user.id]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/company-profile',
      headers: member.headers,
      payload: { website: bareHost(300), industryId: 2, description: null },
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json()).toMatchObject(tooLong);
  });
});
