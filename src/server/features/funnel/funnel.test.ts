import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { funnelResponseSchema, type FunnelRow } from '#shared/schemas/funnel.ts';
import { CANDIDATE_STATUS as S } from '../../db/seed/data/lookups.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createApplication } from '#server/test/factories/referral.ts';
import { DAY_S, referralWithMoves } from './funnel-fixture.ts';

let t: TestApp;
type Login = Awaited<ReturnType<TestApp['loginAs']>>;
let recruiter: Login;
let otherRecruiter: Login;
let member: Login;
let outsider: Login;
let staff: Login;
let candidate: Login;
let job: Awaited<ReturnType<typeof createJob>>;
let otherJob: Awaited<ReturnType<typeof createJob>>;
let foreignJob: Awaited<ReturnType<typeof createJob>>;

/**
 * The recruiter's referrals to one company's job (days after creation, 20 days ago):
 * A: screening → pre-submission (2) → company interviews (5) → offer (6) → hire (10)
 * B: screening → submission (4) → rejected (5)
 * C: screening, no move
 * D: screening → pre-submission (1) → company interviews (3)
 * E: created 200 days ago, no move (outside 30 and 90 days)
 * The other recruiter: F to the other job of the company, reaching offer (3 → 7).
 */
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.loginAs({ roleId: ROLE.recruiter, firstname: 'Rita', lastname: 'Recruiter' });
  otherRecruiter = await t.loginAs({
    roleId: ROLE.recruiter,
    firstname: 'Otto',
    lastname: 'Other',
  });
  member = await t.loginAs({ roleId: ROLE.company });
  outsider = await t.loginAs({ roleId: ROLE.company });
  staff = await t.loginAs({ roleId: ROLE.admin });
  candidate = await t.loginAs({ roleId: ROLE.candidate });
  job = await createJob(t.db, { company: { name: 'Funnel Co', ownerIds: [member.user.id] } });
  otherJob = await createJob(t.db, { companyId: job.companyId });
  foreignJob = await createJob(t.db, { company: { ownerIds: [outsider.user.id] } });
  const by = { referrerUserId: recruiter.user.id, changedByUserId: member.user.id };
  const on = { ...by, jobId: job.id, createdDaysAgo: 20 };
  await referralWithMoves(t, {
    ...on,
    moves: [
      [2, S.preSubmissionInterviews],
      [5, S.companyInterviews],
      [6, S.offer],
      [10, S.hire],
    ],
  });
  await referralWithMoves(t, {
    ...on,
    moves: [
      [4, S.submission],
      [5, S.rejected],
    ],
  });
  await referralWithMoves(t, { ...on, moves: [] });
  await referralWithMoves(t, {
    ...on,
    moves: [
      [1, S.preSubmissionInterviews],
      [3, S.companyInterviews],
    ],
  });
  await referralWithMoves(t, { ...on, createdDaysAgo: 200, moves: [] });
  await referralWithMoves(t, {
    referrerUserId: otherRecruiter.user.id,
    changedByUserId: member.user.id,
    jobId: otherJob.id,
    createdDaysAgo: 20,
    moves: [
      [3, S.companyInterviews],
      [7, S.offer],
    ],
  });
  // The other recruiter's referral to another company: never in this company's funnel.
  await referralWithMoves(t, {
    referrerUserId: otherRecruiter.user.id,
    changedByUserId: outsider.user.id,
    jobId: foreignJob.id,
    createdDaysAgo: 20,
    moves: [[1, S.hire]],
  });
  // A candidate's own application: a row of its own, without a recruiter.
  await createApplication(t.db, { jobId: job.id, userId: candidate.user.id });
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/funnel${query}`, headers });

async function funnel(headers: Record<string, string>, query = '') {
  const response = await get(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return funnelResponseSchema.parse(response.json());
}

const counts = (row: FunnelRow) => row.stages.map((stage) => stage.count);

describe('GET /api/funnel', () => {
  it('gives a recruiter their own stages, conversions and median times', async () => {
    const body = await funnel(recruiter.headers);
    expect(body.view).toBe('recruiter');
    expect(body.rows).toEqual([]);
    expect(body.companies).toEqual([]);
    expect(body.jobs).toEqual([{ id: job.publicId, name: job.title }]);
    expect(counts(body.total)).toEqual([5, 3, 2, 1, 1]);
    expect(body.total.stages.map((s) => s.conversionToNext)).toEqual([
      3 / 5,
      2 / 3,
      1 / 2,
      1,
      null,
    ]);
    // Referred: A 2 days, B 4, D 1 (C and E never moved on). Screened: A 3, D 2. Interviewed: A 1. Offered: A 4.
    expect(body.total.stages.map((s) => s.medianSeconds)).toEqual([
      2 * DAY_S,
      2.5 * DAY_S,
      1 * DAY_S,
      4 * DAY_S,
      null,
    ]);
  });

  it('filters by period', async () => {
    const last90 = await funnel(recruiter.headers, '?period=90d');
    expect(counts(last90.total)).toEqual([4, 3, 2, 1, 1]);
    expect(last90.period).toBe('90d');
    expect(counts((await funnel(recruiter.headers, '?period=365d')).total)).toEqual([
      5, 3, 2, 1, 1,
    ]);
    const last30 = await funnel(recruiter.headers, '?period=30d');
    expect(last30.total.stages[0]?.conversionToNext).toBe(3 / 4);
  });

  it('gives a company member the funnel per recruiter for their company’s jobs', async () => {
    const body = await funnel(member.headers);
    expect(body.view).toBe('company');
    expect(counts(body.total)).toEqual([7, 4, 3, 2, 1]);
    const byName = new Map(body.rows.map((row) => [row.recruiterName, row]));
    expect([...byName.keys()]).toEqual(['Otto Other', 'Rita Recruiter', null]);
    const otto = byName.get('Otto Other');
    expect(otto && counts(otto)).toEqual([1, 1, 1, 1, 0]);
    // Skipping "screened": no time spent in it.
    expect(otto?.stages.map((s) => s.medianSeconds)).toEqual([
      3 * DAY_S,
      null,
      4 * DAY_S,
      null,
      null,
    ]);
    expect(otto?.recruiterId).toBe(otherRecruiter.user.publicId);
    const rita = byName.get('Rita Recruiter');
    expect(rita && counts(rita)).toEqual([5, 3, 2, 1, 1]);
    expect(counts(byName.get(null) as FunnelRow)).toEqual([1, 0, 0, 0, 0]);
    expect(body.jobs.map((j) => j.id).sort()).toEqual([job.publicId, otherJob.publicId].sort());
    expect(body.companies).toEqual([{ id: expect.any(String), name: 'Funnel Co' }]);
    // Counts and names only: no candidate data.
    expect(JSON.stringify(body)).not.toMatch(/@example\.test|Ada/);

    const oneJob = await funnel(member.headers, `?jobId=${otherJob.publicId}`);
    expect(oneJob.rows.map((row) => row.recruiterName)).toEqual(['Otto Other']);
    expect(counts(oneJob.total)).toEqual([1, 1, 1, 1, 0]);
  });

  it('answers 404 for another company’s job or company', async () => {
    expect((await get(member.headers, `?jobId=${foreignJob.publicId}`)).statusCode).toBe(404);
    expect((await get(member.headers, `?companyId=${foreignJob.publicId}`)).statusCode).toBe(404);
    const theirCompany = (await funnel(outsider.headers)).companies[0]?.id;
    expect((await get(member.headers, `?companyId=${theirCompany}`)).statusCode).toBe(404);
    // A recruiter filters only by the jobs they referred to.
    expect((await get(recruiter.headers, `?jobId=${foreignJob.publicId}`)).statusCode).toBe(404);
    const unknown = '0'.repeat(32);
    expect((await get(staff.headers, `?jobId=${unknown}`)).statusCode).toBe(404);
    expect((await get(staff.headers, `?companyId=${unknown}`)).statusCode).toBe(404);
    // The outsider's funnel holds only their own company's referral.
    expect(counts((await funnel(outsider.headers)).total)).toEqual([1, 1, 1, 1, 1]);
  });

  it('lets staff see any company, and keeps the page from candidates and anonymous callers', async () => {
    const all = await funnel(staff.headers);
    expect(all.view).toBe('company');
    const company = all.companies.find((c) => c.name === 'Funnel Co');
    expect(company).toBeDefined();
    expect(all.jobs).toEqual([]);
    const one = await funnel(staff.headers, `?companyId=${company?.id}`);
    expect(counts(one.total)).toEqual([7, 4, 3, 2, 1]);
    expect(one.jobs.map((j) => j.id).sort()).toEqual([job.publicId, otherJob.publicId].sort());
    const mismatch = await get(
      staff.headers,
      `?companyId=${company?.id}&jobId=${foreignJob.publicId}`,
    );
    expect(mismatch.statusCode).toBe(404);

    expect((await t.app.inject({ url: '/api/funnel' })).statusCode).toBe(401);
    expect((await get(candidate.headers)).statusCode).toBe(403);
  });

  it('answers an empty funnel for a recruiter with no referrals', async () => {
    const fresh = await t.loginAs({ roleId: ROLE.recruiter });
    const body = await funnel(fresh.headers);
    expect(counts(body.total)).toEqual([0, 0, 0, 0, 0]);
    expect(
      body.total.stages.every((s) => s.conversionToNext === null && s.medianSeconds === null),
    ).toBe(true);
  });

  it('refuses hostile input with 400', async () => {
    for (const query of [
      '?period=7d',
      '?period=a%00b',
      '?jobId=2147483648',
      '?jobId=a%00b',
      `?companyId=${'f'.repeat(33)}`,
      '?jobId=1e309',
      '?period=30d&period=90d',
    ]) {
      const response = await get(staff.headers, query);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
