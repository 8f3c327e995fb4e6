import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { someCity } from '#server/test/factories/reference-data.ts';

let t: TestApp;
let place: { countryId: number; cityId: number };
beforeAll(async () => {
  t = await createTestApp();
  place = await someCity(t.db);
});
afterAll(async () => {
  await t.close();
});

const form = () => ({
  accountType: 2,
  country: place.countryId,
  currency: 'EUR',
  accountHolderName: 'Acme Ltd',
  iban: 'gb82 west 1234 5698 7654 32',
  billingName: 'Acme Ltd',
  billingEmail: 'billing@acme.test',
  billingCity: place.cityId,
  billingAddress: '1 Long Street, Suite 4',
  billingPostcode: '34000',
  billingTaxNumber: 'TX-1',
  isVatRegistered: true,
});

describe('personal billing info', () => {
  it('saves and reads back the caller’s own data, IBAN normalised', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const empty = await t.app.inject({ url: '/api/billing-info/personal', headers: me.headers });
    expect(empty.json()).toEqual({ info: null, companyName: null });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/billing-info/personal',
      headers: me.headers,
      payload: form(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ status: 0, message: 'Billing information saved successfully' });
    const read = await t.app.inject({ url: '/api/billing-info/personal', headers: me.headers });
    expect(read.json().info).toMatchObject({
      iban: 'GB82WEST12345698765432',
      isVatRegistered: true,
      billingTaxNumber: 'TX-1',
    });
    const personal = await t.app.inject({
      method: 'PUT',
      url: '/api/billing-info/personal',
      headers: me.headers,
      payload: { ...form(), accountType: 1 },
    });
    expect(personal.statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/billing-info/personal', headers: me.headers });
    expect(again.json().info).toMatchObject({ isVatRegistered: false, billingTaxNumber: '' });

    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const theirs = await t.app.inject({
      url: '/api/billing-info/personal',
      headers: other.headers,
    });
    expect(theirs.json().info).toBeNull();
  });

  it('applies the rules of the form on the server', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/billing-info/personal',
        headers: me.headers,
        payload,
      });
    const messages = async (payload: object) => {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      return (response.json().details as { message: string }[]).map((d) => d.message);
    };
    expect(await messages({ ...form(), iban: 'GB82WEST12345698765431' })).toContain(
      'billingInfo.validation.ibanChecksum',
    );
    expect(await messages({ ...form(), iban: 'GB82-WEST' })).toContain(
      'billingInfo.validation.ibanFormat',
    );
    expect(await messages({ ...form(), billingAddress: 'Short' })).toContain(
      'billingInfo.validation.addressMin',
    );
    expect(await messages({ ...form(), billingTaxNumber: '' })).toContain('validation.required');
    expect(await messages({ ...form(), country: 0 })).toContain(
      'billingInfo.validation.countryRequired',
    );
    expect(await messages({ ...form(), billingEmail: 'nope' })).toContain('validation.email');
    const wrongCity = await put({ ...form(), country: place.countryId + 1 });
    expect(wrongCity.statusCode).toBe(400);
  });

  it('refuses anonymous callers and roles without the menu right', async () => {
    expect((await t.app.inject({ url: '/api/billing-info/personal' })).statusCode).toBe(401);
    const company = await t.loginAs({ roleId: ROLE.company });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/billing-info/personal',
      headers: company.headers,
      payload: form(),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('company billing info', () => {
  it('belongs to the caller’s company; others cannot reach it', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await createCompany(t.db, { ownerIds: [member.user.id] });
    await createJob(t.db, { companyId: company.id, responsibleIds: [member.user.id] });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/billing-info/company',
      headers: member.headers,
      payload: form(),
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/billing-info/company', headers: member.headers });
    expect(read.json()).toMatchObject({
      companyName: company.name,
      info: { billingName: 'Acme Ltd' },
    });

    const outsider = await t.loginAs({ roleId: ROLE.company });
    const refused = await t.app.inject({
      url: '/api/billing-info/company',
      headers: outsider.headers,
    });
    expect(refused.statusCode).toBe(403);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const noRight = await t.app.inject({
      url: '/api/billing-info/company',
      headers: recruiter.headers,
    });
    expect(noRight.statusCode).toBe(403);
  });
});
