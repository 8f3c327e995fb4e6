import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { pointsLedger } from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { execute } from './test-support.ts';

// Contract of authenticated-area 7.2 (sqlIds 25, 26) and public-side 7 (25),
// called as the spec's client calls POST /api/Commons/Executer.

useTestApp();

type Session = Awaited<ReturnType<typeof t.loginAs>>;

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url, headers }).then((response) => response.json());

async function currencyId(code: string) {
  const { items } = await get('/api/lookups/currencies', {});
  return (items as { id: number; code: string }[]).find((item) => item.code === code)!.id;
}

/** sqlId 26 as the personal billing page sends it: every field, the unused ones empty or -1. */
async function saveParameters(me: Session, overrides: Record<string, string | number> = {}) {
  const gb = await countryId(t.db, 'GB');
  const london = await cityId(t.db, 'GB', 'London');
  return {
    pin_selected_user_id: me.user.publicId,
    piv_firstname: 'Rita',
    piv_lastname: 'Recruiter',
    piv_email: '',
    piv_mobile: '+44 20 7946 0000',
    // One LinkedIn profile belongs to one account: each caller its own.
    piv_linkedin_page: `https://www.linkedin.com/in/rita-${me.user.id}`,
    pin_gender_id: -1,
    piv_title: '',
    piv_birth_date: '',
    pin_location_country_id: gb,
    pin_location_city_id: london,
    piv_billing_company_name: 'Rita Recruiter',
    pin_billing_location_country_id: gb,
    pin_billing_location_city_id: london,
    piv_billing_address: '221B Baker Street, Marylebone',
    piv_billing_post_code: 'NW1 6XE',
    piv_billing_contact_email: 'rita.billing@example.test',
    piv_billing_tax_id: '',
    pin_bank_account_type_id: 1,
    pin_bank_account_country_id: gb,
    pin_bank_account_currency_id: await currencyId('EUR'),
    pin_bank_account_use_iban_or_accnum: 1,
    piv_bank_account_holder_name: 'Rita Recruiter',
    piv_bank_account_iban: 'de89 3704 0044 0532 0130 00',
    ...overrides,
  };
}

const ledgerRow = (userId: number, amountMinor: number, currency: string) => ({
  userId,
  kind: 'adjustment' as const,
  points: Math.trunc(amountMinor / 100),
  amountMinor,
  currency,
});

describe('sqlId 26: save profile with billing and bank data', () => {
  it('saves the billing form and the personal fields: status 0, visible through our API and 25', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const answer = await execute(t.app, 26, await saveParameters(me), {
      headers: me.headers,
      userId: me.user.publicId,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rows[0]).toEqual({
      status: 0,
      message: 'Billing information saved successfully',
    });

    const billing = await get('/api/billing-info/personal', me.headers);
    expect(billing.info).toMatchObject({
      accountType: 1,
      currency: 'EUR',
      iban: 'DE89370400440532013000',
      accountHolderName: 'Rita Recruiter',
      billingName: 'Rita Recruiter',
      billingEmail: 'rita.billing@example.test',
      billingCity: await cityId(t.db, 'GB', 'London'),
      billingAddress: '221B Baker Street, Marylebone',
      billingPostcode: 'NW1 6XE',
      isVatRegistered: false,
    });
    const profile = await get('/api/profile', me.headers);
    expect(profile).toMatchObject({
      firstname: 'Rita',
      mobile: '+44 20 7946 0000',
      linkedinPage: `linkedin.com/in/rita-${me.user.id}/`,
      countryId: await countryId(t.db, 'GB'),
    });

    const [row] = (await execute(t.app, 25, { pin_selected_user_id: -1 }, { headers: me.headers }))
      .rows;
    expect(row).toMatchObject({
      id: me.user.publicId,
      fullname: 'Rita Recruiter',
      bank_account_iban: 'DE89370400440532013000',
      bank_account_currency_id: await currencyId('EUR'),
      bank_account_type_id: 1,
      billing_company_name: 'Rita Recruiter',
      billing_post_code: 'NW1 6XE',
      billing_check1: null,
    });
  });

  it('saves only the personal fields when the billing ones are empty or -1', async () => {
    const me = await t.loginAs({ roleId: ROLE.candidate });
    const answer = await execute(
      t.app,
      26,
      {
        pin_selected_user_id: me.user.publicId,
        piv_firstname: 'Cem',
        piv_lastname: 'Candidate',
        piv_title: 'Engineer',
        piv_birth_date: '31.01.1990',
        pin_bank_account_type_id: -1,
        piv_bank_account_iban: '',
      },
      { headers: me.headers },
    );
    expect(answer.rows[0]).toEqual({ status: 0, message: 'Profile saved' });
    expect(await get('/api/profile', me.headers)).toMatchObject({
      firstname: 'Cem',
      title: 'Engineer',
      birthDate: '1990-01-31',
    });
    expect((await get('/api/billing-info/personal', me.headers)).info).toBeNull();
  });

  it('refuses a bad IBAN with a non-zero status and the reason, in the caller’s language; nothing is saved', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter, firstname: 'Before' });
    const params = await saveParameters(me, { piv_bank_account_iban: 'DE89370400440532013001' });
    const english = await execute(t.app, 26, params, { headers: me.headers });
    expect(english.rows[0]).toEqual({ status: 1, message: 'Invalid IBAN checksum' });
    const turkish = await execute(t.app, 26, params, {
      headers: { ...me.headers, 'accept-language': 'tr' },
    });
    expect(turkish.rows[0]).toEqual({ status: 1, message: 'Geçersiz IBAN kontrol basamağı' });
    const format = await execute(
      t.app,
      26,
      { ...params, piv_bank_account_iban: 'XX12' },
      { headers: me.headers },
    );
    expect(format.rows[0]).toEqual({ status: 1, message: 'Invalid IBAN format' });
    expect((await get('/api/billing-info/personal', me.headers)).info).toBeNull();
    expect((await get('/api/profile', me.headers)).firstname).toBe('Before');
  });

  it('names the refused field, and refuses what our billing data cannot hold', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const cases: [Record<string, string | number>, string][] = [
      [{ piv_billing_address: 'Short' }, 'Billing address must be at least 10 characters'],
      [{ piv_billing_post_code: '' }, 'Postcode is required'],
      [
        { piv_billing_contact_email: 'not-an-email' },
        'Billing Email: Please enter a valid email format',
      ],
      [{ pin_bank_account_currency_id: 999 }, 'Currency is required'],
      [{ pin_billing_location_city_id: await cityId(t.db, 'TR', 'Ankara') }, 'City is required'],
      [{ pin_bank_account_use_iban_or_accnum: 2 }, 'Only a bank account with an IBAN can be saved'],
      [
        { pin_bank_account_country_id: await countryId(t.db, 'TR') },
        'The bank account and the billing address must be in the same country',
      ],
      [{ piv_mobile: 'call me' }, 'Please enter a valid phone number'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await execute(t.app, 26, await saveParameters(me, overrides), {
        headers: me.headers,
      });
      expect(answer.rows[0], JSON.stringify(overrides)).toEqual({ status: 1, message });
    }
    expect((await get('/api/billing-info/personal', me.headers)).info).toBeNull();
  });

  it('saves a company member’s billing data on their company', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, { ownerIds: [member.user.id], name: 'Kestrel Ltd' });
    const answer = await execute(
      t.app,
      26,
      await saveParameters(member, {
        pin_bank_account_type_id: 2,
        piv_billing_company_name: 'Kestrel Ltd',
        piv_billing_tax_id: 'GB123456789',
      }),
      { headers: member.headers },
    );
    expect(answer.rows[0]).toMatchObject({ status: 0 });
    expect((await get('/api/billing-info/company', member.headers)).info).toMatchObject({
      accountType: 2,
      billingName: 'Kestrel Ltd',
      billingTaxNumber: 'GB123456789',
      isVatRegistered: true,
    });
  });

  it('lets every role save its own; another user’s id answers 404; anonymous 401', async () => {
    const owner = await t.loginAs({ roleId: ROLE.recruiter, firstname: 'Owner' });
    for (const roleId of [ROLE.candidate, ROLE.recruiter, ROLE.company, ROLE.admin]) {
      const me = await t.loginAs({ roleId });
      if (roleId === ROLE.company) await createCompany(t.db, { ownerIds: [me.user.id] });
      const own = await execute(t.app, 26, await saveParameters(me), { headers: me.headers });
      expect(own.rows[0], `role ${roleId}`).toMatchObject({ status: 0 });
      const other = await execute(
        t.app,
        26,
        await saveParameters(me, { pin_selected_user_id: owner.user.publicId }),
        { headers: me.headers },
      );
      expect(other.statusCode, `role ${roleId}`).toBe(404);
    }
    expect((await get('/api/profile', owner.headers)).firstname).toBe('Owner');
    expect((await get('/api/billing-info/personal', owner.headers)).info).toBeNull();
    const anonymous = await execute(t.app, 26, await saveParameters(owner));
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const base = await saveParameters(me);
    for (const overrides of [
      { pin_bank_account_type_id: '2147483648' },
      { pin_billing_location_city_id: '1e309' },
      { piv_firstname: 'a\u0000b' },
      { piv_billing_address: 'x'.repeat(100_001) },
      { pin_location_country_id: 'DROP TABLE' },
    ]) {
      const answer = await execute(t.app, 26, { ...base, ...overrides }, { headers: me.headers });
      expect(answer.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
    }
    const long = await execute(
      t.app,
      26,
      { ...base, piv_firstname: 'x'.repeat(5_000) },
      {
        headers: me.headers,
      },
    );
    expect(long.rows[0]).toMatchObject({ status: 1 });
    for (const parameters of [
      '[{"parameter_name": "piv_firstname"',
      { a: 1 },
      [{ parameter_name: 1 }],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Commons/Executer',
        headers: me.headers,
        payload: { sqlId: 26, parameters },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('sqlId 25: user params', () => {
  it('gives the caller’s row with the points of their first balance and the check messages', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter, firstname: 'Pia', lastname: 'Points' });
    await t.db
      .insert(pointsLedger)
      .values([ledgerRow(me.user.id, 60_000, 'USD'), ledgerRow(me.user.id, 75_000, 'EUR')]);
    const answer = await execute(
      t.app,
      25,
      { pin_selected_user_id: me.user.publicId },
      {
        headers: me.headers,
        asText: true,
      },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.rows).toHaveLength(1);
    expect(answer.rows[0]).toMatchObject({
      id: me.user.publicId,
      fullname: 'Pia Points',
      email: me.user.email,
      role_id: ROLE.recruiter,
      role_name: 'Recruiter',
      language_id: 1,
      user_point: 750,
      user_point_currency: 'EUR',
      bank_account_iban: null,
      billing_check1: 'Please complete your billing information.',
      general_check2: 'Please complete your LinkedIn information.',
    });
  });

  it('lets staff read any user; anyone else naming another user gets 404; anonymous 401', async () => {
    const target = await t.loginAs({ roleId: ROLE.candidate, firstname: 'Tara' });
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const asStaff = await execute(
      t.app,
      25,
      { pin_selected_user_id: target.user.publicId },
      {
        headers: staff.headers,
      },
    );
    expect(asStaff.rows[0]).toMatchObject({
      id: target.user.publicId,
      firstname: 'Tara',
      email: target.user.email,
      role_id: ROLE.candidate,
      user_point: 0,
    });
    for (const roleId of [ROLE.candidate, ROLE.recruiter, ROLE.company]) {
      const other = await t.loginAs({ roleId });
      const own = await execute(
        t.app,
        25,
        { pin_selected_user_id: other.user.publicId },
        {
          headers: other.headers,
        },
      );
      expect(own.rows[0], `role ${roleId}`).toMatchObject({
        id: other.user.publicId,
        role_id: roleId,
      });
      const answer = await execute(
        t.app,
        25,
        { pin_selected_user_id: target.user.publicId },
        {
          headers: other.headers,
        },
      );
      expect(answer.statusCode, `role ${roleId}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(target.user.email);
    }
    expect((await execute(t.app, 25, { pin_selected_user_id: -1 })).statusCode).toBe(401);
    const hostile = await execute(
      t.app,
      25,
      { pin_selected_user_id: 'a\u0000' },
      {
        headers: staff.headers,
      },
    );
    expect(hostile.statusCode).toBe(400);
    const notAnId = await execute(
      t.app,
      25,
      { pin_selected_user_id: '2147483648' },
      {
        headers: staff.headers,
      },
    );
    expect(notAnId.statusCode).toBe(404);
  });

  it('gives a company member their company and its billing data', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, {
      ownerIds: [member.user.id],
      name: 'Heron Works',
      defaultCurrency: 'GBP',
    });
    const [row] = (await execute(t.app, 25, {}, { headers: member.headers })).rows;
    expect(row).toMatchObject({
      company_name: 'Heron Works',
      company_default_currency_id: await currencyId('GBP'),
      billing_check1: 'Please complete your billing information.',
      user_point: 0,
    });
  });
});
