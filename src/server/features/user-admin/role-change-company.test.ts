import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { billingProfiles } from '#server/db/schema/index.ts';
import { solvedBotCheckToken } from '#server/test/bot-check-token.ts';
import { createCompany, createCompanyMember } from '#server/test/factories/company.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';
import { TEST_PASSWORD } from '#server/test/factories/user.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

/** A company (complete billing details) and a second member whom staff then make a recruiter. */
async function memberMadeRecruiter() {
  const staff = await t.loginAs({ roleId: ROLE.admin });
  const owner = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, { ownerIds: [owner.user.id], defaultCurrency: 'GBP' });
  await t.db.insert(billingProfiles).values({
    companyId: company.id,
    accountTypeId: ACCOUNT_TYPE.corporate,
    billingName: 'Kestrel Payments Ltd',
    billingEmail: 'billing@kestrel.example',
    billingAddress: '10 Downing Street, Westminster',
    billingPostCode: 'SW1A 2AA',
    billingCountryId: await countryId(t.db, 'GB'),
    billingCityId: await cityId(t.db, 'GB', 'London'),
    isVatRegistered: false,
  });
  const former = await t.loginAs({ roleId: ROLE.company });
  await createCompanyMember(t.db, { companyId: company.id, userId: former.user.id });

  const changed = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${former.user.publicId}/role`,
    headers: staff.headers,
    payload: { roleId: ROLE.recruiter },
  });
  expect(changed.statusCode, changed.body).toBe(200);

  // The role change ended the sessions: the next login carries the new role.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email: former.user.email,
      password: TEST_PASSWORD,
      captchaToken: await solvedBotCheckToken(t.app, 'login'),
    },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { company, headers: { authorization: `Bearer ${login.json().accessToken}` } };
}

describe('a member whom staff give another role no longer acts for the company', () => {
  it('cannot read the company profile, quote or start a plan checkout for it (404)', async () => {
    const { headers } = await memberMadeRecruiter();
    const profile = await t.app.inject({ url: '/api/company-profile', headers });
    expect(profile.statusCode).toBe(403);

    const quote = await t.app.inject({ url: '/api/checkout/quote?planId=2', headers });
    expect(quote.statusCode, quote.body).toBe(404);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      headers,
      payload: { target: { kind: 'plan', planId: 2 } },
    });
    expect(session.statusCode, `session: ${session.body}`).toBe(404);
  });

  it("cannot name the company's id for a plan checkout either", async () => {
    const { company, headers } = await memberMadeRecruiter();
    const quote = await t.app.inject({
      url: `/api/checkout/quote?planId=2&companyId=${company.publicId}`,
      headers,
    });
    expect(quote.statusCode, quote.body).toBe(404);
  });
});
