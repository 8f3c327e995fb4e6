import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { JobDetail, SimilarJobsResponse } from '#shared/schemas/jobs.ts';
import { createCompany, createCompanyMember } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { countryId } from '#server/test/factories/reference-data.ts';
import { createApplication, createReferral } from '#server/test/factories/referral.ts';
import { jobRecruiters, users } from '#server/db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { DAY, search } from './jobs-test-setup.ts';

useTestApp();

describe('show flags', () => {
  it('are computed for each role and for work already done', async () => {
    const job = await createJob(t.db, { title: 'Flags fl4' });
    const flags = async (headers: Record<string, string> = {}) => {
      const listed = (await search('keyword=fl4', headers)).body.items[0];
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/jobs/${job.publicId}`, headers })
      ).json<JobDetail>();
      expect([detail.showRefer, detail.showApply]).toEqual([listed?.showRefer, listed?.showApply]);
      return [detail.showRefer, detail.showApply];
    };

    expect(await flags()).toEqual([1, 1]);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    expect(await flags(candidate.headers)).toEqual([-1, 1]);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect(await flags(recruiter.headers)).toEqual([1, 1]);
    expect(await flags((await t.loginAs({ roleId: ROLE.company })).headers)).toEqual([-1, -1]);
    expect(await flags((await t.loginAs({ roleId: ROLE.admin })).headers)).toEqual([-1, -1]);

    await createApplication(t.db, { jobId: job.id, userId: candidate.user.id });
    expect(await flags(candidate.headers)).toEqual([-1, 0]);
    await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.user.id });
    expect(await flags(recruiter.headers)).toEqual([0, 1]);
    await createApplication(t.db, { jobId: job.id, userId: recruiter.user.id });
    expect(await flags(recruiter.headers)).toEqual([0, 0]);
  });
});

describe('GET /api/jobs/:id', () => {
  it('returns the detail, counts a view and sanitises the HTML', async () => {
    const job = await createJob(t.db, {
      title: 'Detail dt1',
      descriptionHtml: '<p>Hello<script>alert(1)</script></p>',
      qualificationHtml: '<ul><li onclick="x()">SQL</li></ul>',
      salaryMinMinor: 5_000_000,
      salaryMaxMinor: 7_000_000,
      salaryCurrency: 'EUR',
      salaryTypeId: 4,
      viewCount: 7,
    });
    await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: (await t.loginAs({ roleId: ROLE.recruiter })).user.id,
      statusId: 7,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.publicId}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<JobDetail>();
    expect(body).toMatchObject({
      id: job.publicId,
      title: 'Detail dt1',
      statusName: 'Open',
      viewCount: 8,
      waitingCount: 1,
      activeCount: 0,
      progressPct: 100,
      descriptionHtml: '<p>Hello</p>',
      qualificationHtml: '<ul><li>SQL</li></ul>',
      salary: { minMinor: 5_000_000, maxMinor: 7_000_000, currency: 'EUR', typeName: 'Yearly' },
    });
    const again = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.publicId}?lang=tr` });
    expect(again.json<JobDetail>()).toMatchObject({ viewCount: 9, statusName: 'Açık' });
  });

  it('hides non-open jobs except from staff and the posting company', async () => {
    const company = await createCompany(t.db);
    const job = await createJob(t.db, { companyId: company.id, statusId: JOB_STATUS.paused });
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/jobs/${job.publicId}`, headers });
    expect((await get()).statusCode).toBe(404);
    expect((await get((await t.loginAs({ roleId: ROLE.recruiter })).headers)).statusCode).toBe(404);
    expect((await get((await t.loginAs({ roleId: ROLE.company })).headers)).statusCode).toBe(404);
    const member = await t.loginAs({ roleId: ROLE.company });
    await createCompanyMember(t.db, { companyId: company.id, userId: member.user.id });
    expect((await get(member.headers)).statusCode).toBe(200);
    expect((await get((await t.loginAs({ roleId: ROLE.admin })).headers)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/jobs/${'a'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/jobs/123' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('lists similar jobs: same industry, type and country first', async () => {
    const tr = await countryId(t.db, 'TR');
    const de = await countryId(t.db, 'DE');
    const base = await createJob(t.db, { industryId: 5, jobTypeId: 1, countryId: tr });
    const best = await createJob(t.db, {
      industryId: 5,
      jobTypeId: 1,
      countryId: tr,
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    const sameIndustry = await createJob(t.db, {
      industryId: 5,
      jobTypeId: 2,
      countryId: de,
      createdAt: new Date(Date.now() - 20 * DAY),
    });
    await createJob(t.db, { industryId: 6, statusId: JOB_STATUS.closed });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${base.publicId}/similar`,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json<SimilarJobsResponse>().items.map((job) => job.id);
    expect(ids.slice(0, 2)).toEqual([best.publicId, sameIndustry.publicId]);
    expect(ids).not.toContain(base.publicId);
    expect(ids.length).toBeLessThanOrEqual(10);
  });
});

describe('the people of a job', () => {
  it('show their e-mail to staff; the job’s company its responsibles’ and the recruiters’ made public; others only those made public', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const shy = await t.loginAs({ roleId: ROLE.recruiter });
    const open = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db, {
      company: { memberIds: [member.user.id] },
      responsibleIds: [member.user.id],
    });
    await t.db.insert(jobRecruiters).values([
      { jobId: job.id, userId: shy.user.id },
      { jobId: job.id, userId: open.user.id },
    ]);
    await t.db
      .update(users)
      .set({ publicProfileFields: ['email'] })
      .where(eq(users.id, open.user.id));
    const emails = async (headers: Record<string, string> = {}) => {
      const answer = await t.app.inject({ url: `/api/jobs/${job.publicId}`, headers });
      expect(answer.statusCode).toBe(200);
      const detail = answer.json<JobDetail>();
      return [...detail.recruiters, ...detail.responsibles].map((person) => person.email);
    };

    expect(await emails()).toEqual([null, null, null]);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    expect(await emails(candidate.headers)).toEqual([null, open.user.email, null]);
    const otherRecruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect(await emails(otherRecruiter.headers)).toEqual([null, open.user.email, null]);
    const otherCompany = await t.loginAs({ roleId: ROLE.company });
    await createJob(t.db, { company: { memberIds: [otherCompany.user.id] } });
    expect(await emails(otherCompany.headers)).toEqual([null, open.user.email, null]);
    // Naming a recruiter on its job asks them nothing: the company reads their address only
    // when they made it public, as its people picker does.
    expect(await emails(member.headers)).toEqual([null, open.user.email, member.user.email]);
    const all = [shy.user.email, open.user.email, member.user.email];
    expect(await emails((await t.loginAs({ roleId: ROLE.admin })).headers)).toEqual(all);
  });
});
