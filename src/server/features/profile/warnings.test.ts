import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { someCity } from '#server/test/factories/reference-data.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const warnings = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/profile/warnings', headers })).json<{ items: string[] }>().items;

describe('profile warnings', () => {
  it('asks a company without a website to complete its company information', async () => {
    const { countryId, cityId } = await someCity(t.db);
    const complete = { industryId: 1, countryId, cityId, description: 'We build tools.' };
    const member = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, { ...complete, website: null, ownerIds: [member.user.id] });
    expect(await warnings(member.headers)).toContain('general_check1');

    const other = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, {
      ...complete,
      website: 'https://example.test',
      ownerIds: [other.user.id],
    });
    expect(await warnings(other.headers)).not.toContain('general_check1');
  });

  it('asks a recruiter or candidate without a LinkedIn page to add it', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter, linkedinPage: null });
    expect(await warnings(recruiter.headers)).toContain('general_check2');
    const withPage = await t.loginAs({
      roleId: ROLE.candidate,
      linkedinPage: `linkedin.com/in/cand-${recruiter.user.id}/`,
    });
    expect(await warnings(withPage.headers)).not.toContain('general_check2');
  });
});
