import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { myApplicationsResponseSchema } from '#shared/schemas/my-applications.ts';
import { referralStatusHistory } from '../../db/schema/index.ts';
import { CANDIDATE_STATUS } from '../../db/seed/data/lookups.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createApplication, createReferral } from '#server/test/factories/referral.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/my-applications', headers });

describe('GET /api/my-applications', () => {
  it('lists the candidate’s own applications and the referrals of their e-mail, with history', async () => {
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await t.loginAs({ roleId: ROLE.company });
    const applied = await createJob(t.db, { company: { name: 'Applied Co' } });
    const referredTo = await createJob(t.db, { company: { name: 'Referred Co' } });
    const elsewhere = await createJob(t.db);

    const { referral: application } = await createApplication(t.db, {
      jobId: applied.id,
      userId: candidate.user.id,
    });
    // The recruiter typed the e-mail in another case: it still is the candidate.
    const { referral } = await createReferral(t.db, {
      jobId: referredTo.id,
      referrerUserId: recruiter.user.id,
      statusId: CANDIDATE_STATUS.companyInterviews,
      candidate: { email: candidate.user.email.toUpperCase() },
    });
    // Someone else's referral.
    await createReferral(t.db, { jobId: elsewhere.id, referrerUserId: recruiter.user.id });

    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
    await t.db.insert(referralStatusHistory).values([
      {
        referralId: referral.id,
        fromStatusId: null,
        toStatusId: CANDIDATE_STATUS.screening,
        changedByUserId: recruiter.user.id,
        changedAt: at(1),
      },
      {
        referralId: referral.id,
        fromStatusId: CANDIDATE_STATUS.screening,
        toStatusId: CANDIDATE_STATUS.companyInterviews,
        note: 'Internal: strong profile',
        changedByUserId: company.user.id,
        changedAt: at(3),
      },
      // A note (same status): the company's, not shown to the candidate.
      {
        referralId: referral.id,
        fromStatusId: CANDIDATE_STATUS.companyInterviews,
        toStatusId: CANDIDATE_STATUS.companyInterviews,
        note: 'Internal note',
        changedByUserId: company.user.id,
        changedAt: at(4),
      },
    ]);

    const response = await get(candidate.headers);
    expect(response.statusCode).toBe(200);
    const body = myApplicationsResponseSchema.parse(response.json());
    expect(body.items.map((item) => item.id).sort()).toEqual(
      [application.publicId, referral.publicId].sort(),
    );
    const mine = body.items.find((item) => item.id === application.publicId);
    expect(mine).toMatchObject({
      kind: 'application',
      jobId: applied.publicId,
      jobTitle: applied.title,
      companyName: 'Applied Co',
      referrerName: null,
      statusId: CANDIDATE_STATUS.screening,
      history: [],
    });
    const referred = body.items.find((item) => item.id === referral.publicId);
    expect(referred).toMatchObject({
      kind: 'referral',
      companyName: 'Referred Co',
      referrerName: `${recruiter.user.firstname} ${recruiter.user.lastname}`,
      statusId: CANDIDATE_STATUS.companyInterviews,
      history: [
        {
          fromStatusId: null,
          toStatusId: CANDIDATE_STATUS.screening,
          changedAt: at(1).toISOString(),
        },
        {
          fromStatusId: CANDIDATE_STATUS.screening,
          toStatusId: CANDIDATE_STATUS.companyInterviews,
          changedAt: at(3).toISOString(),
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('Internal');
    const status = body.statuses.find((s) => s.id === CANDIDATE_STATUS.companyInterviews);
    expect(status).toMatchObject({ nameEn: 'Company interviews', nameTr: 'Şirket mülakatları' });
  });

  it('answers an empty list to a candidate with nothing', async () => {
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const response = await get(candidate.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([]);
  });

  it('shows a candidate only their own, and nobody else the page', async () => {
    const one = await t.loginAs({ roleId: ROLE.candidate });
    const other = await t.loginAs({ roleId: ROLE.candidate });
    const job = await createJob(t.db);
    const { referral } = await createApplication(t.db, { jobId: job.id, userId: one.user.id });
    const theirs = (await get(other.headers)).json<{ items: { id: string }[] }>();
    expect(theirs.items.map((item) => item.id)).not.toContain(referral.publicId);

    expect((await get()).statusCode).toBe(401);
    for (const roleId of [ROLE.recruiter, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await get(caller.headers)).statusCode).toBe(403);
    }
  });

  it('refuses a broken token and ignores hostile query input', async () => {
    const broken = await get({ authorization: 'Bearer a\u0000b' });
    expect(broken.statusCode).toBe(401);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const hostile = await t.app.inject({
      url: '/api/my-applications?id=2147483648&q=%00&size=1e309',
      headers: candidate.headers,
    });
    expect(hostile.statusCode).toBe(200);
  });
});
