import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import {
  auditLog,
  countries,
  jobRecruiters,
  jobResponsibles,
  jobs,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createUser } from '#server/test/factories/user.ts';

let t: TestApp;
let countryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [gb] = await t.db.select().from(countries).where(eq(countries.iso2, 'GB'));
  countryId = gb?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const form = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  companyId,
  title: 'Platform Engineer',
  industryId: 1,
  jobTypeId: 1,
  recruitmentTypeId: 1,
  remoteTypeId: 1,
  countryId,
  salaryMin: 50_000,
  salaryMax: 70_000,
  salaryTypeId: 1,
  salaryCurrency: 'GBP',
  reward: 1500.5,
  rewardCurrency: 'USD',
  // A script, and an image from another site that would tell it who opened the job: both go.
  descriptionHtml:
    '<p>Build things</p><script>alert(1)</script><img src="https://tracker.example/p.gif">',
  qualificationHtml: '<ul><li>TypeScript</li></ul>',
  statusId: JOB_STATUS.open,
  ...overrides,
});

async function member() {
  const session = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, { memberIds: [session.user.id] });
  await createJob(t.db, { companyId: company.id });
  return { ...session, company };
}

describe('job admin', () => {
  it('creates a job with a generated reference code, sanitised text, people and an audit row', async () => {
    const me = await member();
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: me.headers,
      payload: form(me.company.publicId, {
        responsibleIds: [me.user.publicId],
        recruiterIds: [recruiter.user.publicId],
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id, referenceCode } = created.json();
    expect(referenceCode).toMatch(/^J-[0-9A-F]{8}$/);
    // Choosing Open on a job whose posting fee is not paid: it waits for payment at checkout.
    expect(created.json()).toMatchObject({
      statusId: JOB_STATUS.pendingPayment,
      checkoutRequired: true,
    });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.publicId, id));
    expect(job).toMatchObject({
      rewardMinor: 150_050,
      salaryMinMinor: 5_000_000,
      companyId: me.company.id,
      statusId: JOB_STATUS.pendingPayment,
      publishedAt: null,
    });
    expect(job?.descriptionHtml).toBe('<p>Build things</p>');
    expect(
      await t.db
        .select()
        .from(jobResponsibles)
        .where(eq(jobResponsibles.jobId, job?.id ?? 0)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(jobRecruiters)
        .where(eq(jobRecruiters.jobId, job?.id ?? 0)),
    ).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((row) => row.action)).toEqual(['job.create']);

    const read = await t.app.inject({ url: `/api/job-admin/jobs/${id}`, headers: me.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().values).toMatchObject({
      reward: 1500.5,
      salaryMin: 50_000,
      title: 'Platform Engineer',
    });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/job-admin/jobs/${id}`,
      headers: me.headers,
      payload: form(me.company.publicId, {
        title: 'Staff Engineer',
        statusId: JOB_STATUS.paused,
        referenceCode: 'PLAT-1',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().referenceCode).toBe('PLAT-1');
  });

  it('answers 400 with clear messages for bad input and 409 for a used reference code', async () => {
    const me = await member();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: me.headers,
      payload: form(me.company.publicId, {
        title: '',
        salaryMax: 10,
        descriptionHtml: '<p> </p>',
        industryId: null,
      }),
    });
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    for (const message of ['Title is required', 'Industry is required'])
      expect(text).toContain(message);
    // Cross-field rules come once every field on its own is valid.
    const crossField = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: me.headers,
      payload: form(me.company.publicId, { salaryMax: 10, descriptionHtml: '<p> </p>' }),
    });
    expect(crossField.statusCode).toBe(400);
    const crossText = JSON.stringify(crossField.json());
    for (const message of [
      'The maximum salary must not be below the minimum',
      'Description is required',
    ])
      expect(crossText).toContain(message);

    const first = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: me.headers,
      payload: form(me.company.publicId, { referenceCode: 'DUP-1' }),
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: me.headers,
      payload: form(me.company.publicId, { referenceCode: 'DUP-1' }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This reference code is already used');
  });

  it('keeps a member to their own company; staff may post for any; recruiters may not', async () => {
    const me = await member();
    const other = await member();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: me.headers,
      payload: form(other.company.publicId),
    });
    expect(foreign.statusCode).toBe(400);
    const job = await createJob(t.db);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/job-admin/jobs/${job.publicId}`,
      headers: me.headers,
      payload: form(me.company.publicId),
    });
    expect(edit.statusCode).toBe(404);
    const read = await t.app.inject({
      url: `/api/job-admin/jobs/${job.publicId}`,
      headers: me.headers,
    });
    expect(read.statusCode).toBe(404);
    const companies = await t.app.inject({ url: '/api/job-admin/companies', headers: me.headers });
    expect(companies.json().items.map((c: { id: string }) => c.id)).toEqual([me.company.publicId]);

    const admin = await t.loginAs({ roleId: ROLE.admin });
    const byStaff = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: admin.headers,
      payload: form(other.company.publicId),
    });
    expect(byStaff.statusCode).toBe(201);

    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const byRecruiter = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: recruiter.headers,
      payload: form(me.company.publicId),
    });
    expect(byRecruiter.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the company’s members and the recruiters for the people pickers', async () => {
    const me = await member();
    await t.loginAs({ roleId: ROLE.recruiter });
    const people = await t.app.inject({
      url: `/api/job-admin/companies/${me.company.publicId}/people`,
      headers: me.headers,
    });
    expect(people.statusCode).toBe(200);
    expect(people.json().members.map((p: { id: string }) => p.id)).toEqual([me.user.publicId]);
    expect(people.json().recruiters.length).toBeGreaterThan(0);
  });

  it('gives a company the recruiters’ names, not their addresses; staff see both', async () => {
    const me = await member();
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    type Option = { id: string; name: string; email: string | null };
    const optionOf = async (headers: Record<string, string>) => {
      const people = await t.app.inject({
        url: `/api/job-admin/companies/${me.company.publicId}/people`,
        headers,
      });
      expect(people.statusCode).toBe(200);
      const body = people.json() as { members: Option[]; recruiters: Option[] };
      return { body, option: body.recruiters.find((p) => p.id === recruiter.user.publicId) };
    };
    const forCompany = await optionOf(me.headers);
    expect(forCompany.option).toMatchObject({ email: null });
    expect(forCompany.option?.name).not.toBe('');
    expect(forCompany.body.recruiters.every((p) => p.email === null)).toBe(true);
    // Colleagues see each other's addresses, as on the members page.
    expect(forCompany.body.members[0]?.email).toBe(me.user.email);
    const admin = await t.loginAs({ roleId: ROLE.admin });
    expect((await optionOf(admin.headers)).option?.email).toBe(recruiter.user.email);
  });
});

describe('job form rewards and the currency’s minor unit', () => {
  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/job-admin/jobs', headers, payload });

  it('refuses a reward finer than the currency takes (0.4 JPY was stored as no reward), in the caller’s language', async () => {
    const me = await member();
    const yen = { rewardCurrency: 'JPY', statusId: JOB_STATUS.draft };
    for (const reward of [0.4, 1.5]) {
      const refused = await post(me.headers, form(me.company.publicId, { ...yen, reward }));
      expect(refused.statusCode, String(reward)).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'This currency does not take that many decimals',
        details: [{ path: 'reward', message: 'This currency does not take that many decimals' }],
      });
    }
    const turkish = await post(
      { ...me.headers, 'accept-language': 'tr' },
      form(me.company.publicId, { ...yen, reward: 0.4 }),
    );
    expect(turkish.json().message).toBe('Bu para birimi bu kadar ondalık basamak almaz');
    const stored = await t.db.select().from(jobs).where(eq(jobs.companyId, me.company.id));
    expect(stored.map((job) => job.rewardMinor)).not.toContain(0);
    expect(stored.map((job) => job.rewardCurrency)).not.toContain('JPY');

    const whole = await post(me.headers, form(me.company.publicId, { ...yen, reward: 1500 }));
    expect(whole.statusCode, whole.body).toBe(201);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.publicId, whole.json().id));
    expect(job).toMatchObject({ rewardMinor: 1500, rewardCurrency: 'JPY' });
  });

  it('refuses a salary finer than its currency takes on its own field', async () => {
    const me = await member();
    const refused = await post(
      me.headers,
      form(me.company.publicId, {
        salaryCurrency: 'JPY',
        salaryMin: 50_000.5,
        statusId: JOB_STATUS.draft,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { path: 'salaryMin', message: 'This currency does not take that many decimals' },
    ]);
  });
});

describe('job form and deactivated recruiters', () => {
  it('refuses a deactivated recruiter (400), as the one-person route does, and names nobody', async () => {
    const me = await member();
    const inactive = await createUser(t.db, { roleId: ROLE.recruiter, active: false });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs',
      headers: me.headers,
      payload: form(me.company.publicId, {
        recruiterIds: [inactive.publicId],
        statusId: JOB_STATUS.draft,
      }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual([{ path: 'recruiterIds', message: 'not_a_recruiter' }]);
    const named = await t.db
      .select()
      .from(jobRecruiters)
      .where(eq(jobRecruiters.userId, inactive.id));
    expect(named).toHaveLength(0);
  });
});
