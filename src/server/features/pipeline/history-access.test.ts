import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
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

/** A referral with one move, and one caller of every kind. */
async function world() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const job = await createJob(t.db, { company: { memberIds: [member.user.id] } });
  const { referral, candidate } = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: recruiter.user.id,
    withCv: true,
  });
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/pipeline/applications/${referral.publicId}/move`,
    headers: member.headers,
    payload: { statusId: 2, note: 'First call done' },
  });
  expect(moved.statusCode).toBe(200);
  // A member of another company that has a job of its own (so it has company ids to filter on).
  const otherMember = await t.loginAs({ roleId: ROLE.company });
  await createJob(t.db, { company: { memberIds: [otherMember.user.id] } });
  const callers = {
    candidate: (await t.loginAs({ roleId: ROLE.candidate })).headers,
    recruiter: (await t.loginAs({ roleId: ROLE.recruiter })).headers,
    otherMember: otherMember.headers,
    member: member.headers,
    staff: (await t.loginAs({ roleId: ROLE.admin })).headers,
  };
  return { member, recruiter, job, candidate, callers };
}

type Callers = Awaited<ReturnType<typeof world>>['callers'];

async function statuses(url: string, callers: Callers, secret: string) {
  const result: Record<string, number> = {};
  const anonymous = await t.app.inject({ url });
  result.anonymous = anonymous.statusCode;
  for (const [name, headers] of Object.entries(callers)) {
    const response = await t.app.inject({ url, headers });
    result[name] = response.statusCode;
    // A refusal never carries the names the 200 answers show.
    if (response.statusCode !== 200) expect(response.body, name).not.toContain(secret);
  }
  return result;
}

describe('pipeline history: who may read whose', () => {
  it('candidate-history: only staff, the user and the owning company see it; others get 404', async () => {
    const { recruiter, candidate, callers } = await world();
    const url = `/api/pipeline/candidate-history/${recruiter.user.publicId}?candidateId=${candidate.publicId}`;
    expect(await statuses(url, callers, candidate.lastname)).toEqual({
      anonymous: 401,
      candidate: 404,
      recruiter: 404,
      otherMember: 404,
      member: 200,
      staff: 200,
    });
    const withoutCandidate = `/api/pipeline/candidate-history/${recruiter.user.publicId}`;
    expect(await statuses(withoutCandidate, callers, recruiter.user.lastname)).toEqual({
      anonymous: 401,
      candidate: 404,
      recruiter: 404,
      otherMember: 404,
      member: 200,
      staff: 200,
    });
    const owned = await t.app.inject({ url, headers: callers.member });
    expect(owned.json().items).toMatchObject([{ note: 'First call done' }]);
    expect(owned.json().title).toContain(candidate.lastname);
  });

  it('candidate-history: a user’s own history does not name another recruiter’s candidate', async () => {
    const { candidate } = await world();
    const stranger = await t.loginAs({ roleId: ROLE.recruiter });
    const response = await t.app.inject({
      url: `/api/pipeline/candidate-history/${stranger.user.publicId}?candidateId=${candidate.publicId}`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(candidate.lastname);
    const own = await t.app.inject({
      url: `/api/pipeline/candidate-history/${stranger.user.publicId}`,
      headers: stranger.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toEqual([]);
  });

  it('candidate-history: the person a referral is about sees its moves, not the company’s notes or names', async () => {
    const member = await t.loginAs({ roleId: ROLE.company, firstname: 'Mina', lastname: 'Kaya' });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const person = await t.loginAs({ roleId: ROLE.candidate });
    const job = await createJob(t.db, { company: { memberIds: [member.user.id] } });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      candidate: { userId: person.user.id },
    });
    const post = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pipeline/applications/${referral.publicId}/${path}`,
        headers: member.headers,
        payload,
      });
    expect((await post('move', { statusId: 2, note: 'Salary too high' })).statusCode).toBe(200);
    expect((await post('notes', { note: 'Seems arrogant' })).statusCode).toBe(200);
    const url = `/api/pipeline/candidate-history/${person.user.publicId}`;

    const forCompany = await t.app.inject({ url, headers: member.headers });
    expect(forCompany.body).toContain('Seems arrogant');
    expect(forCompany.body).toContain('Mina Kaya');

    const own = await t.app.inject({ url, headers: person.headers });
    expect(own.statusCode).toBe(200);
    const items = own.json<{ items: Record<string, unknown>[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => item.toStatusId === 2)).toBe(true);
    for (const item of items)
      expect(item).toMatchObject({ isNote: false, note: null, changedBy: null });
    expect(own.body).not.toContain('Salary too high');
    expect(own.body).not.toContain('Seems arrogant');
    expect(own.body).not.toContain('Kaya');
  });

  it('candidate-history: a recruiter who applied themself sees its moves, not the company’s notes or names', async () => {
    const member = await t.loginAs({ roleId: ROLE.company, firstname: 'Mina', lastname: 'Kaya' });
    const applicant = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db, { company: { memberIds: [member.user.id] } });
    const { referral } = await createApplication(t.db, {
      jobId: job.id,
      userId: applicant.user.id,
    });
    const post = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pipeline/applications/${referral.publicId}/${path}`,
        headers: member.headers,
        payload,
      });
    expect((await post('move', { statusId: 2, note: 'Salary too high' })).statusCode).toBe(200);
    expect((await post('notes', { note: 'Seems arrogant' })).statusCode).toBe(200);

    const own = await t.app.inject({
      url: `/api/pipeline/candidate-history/${applicant.user.publicId}`,
      headers: applicant.headers,
    });
    expect(own.statusCode).toBe(200);
    const items = own.json<{ items: Record<string, unknown>[] }>().items;
    expect(items).toMatchObject([{ toStatusId: 2, isNote: false, note: null, changedBy: null }]);
    expect(own.body).not.toContain('Seems arrogant');
    expect(own.body).not.toContain('Salary too high');
    expect(own.body).not.toContain('Kaya');
  });

  it('candidate-history: a recruiter’s referrals of others still show the notes and who wrote them', async () => {
    const member = await t.loginAs({ roleId: ROLE.company, firstname: 'Mina', lastname: 'Kaya' });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db, { company: { memberIds: [member.user.id] } });
    await createApplication(t.db, { jobId: job.id, userId: recruiter.user.id });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/notes`,
      headers: member.headers,
      payload: { note: 'Strong referral' },
    });
    expect(noted.statusCode).toBe(200);

    const own = await t.app.inject({
      url: `/api/pipeline/candidate-history/${recruiter.user.publicId}`,
      headers: recruiter.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toMatchObject([
      {
        applicationId: referral.publicId,
        isNote: true,
        note: 'Strong referral',
        changedBy: 'Mina Kaya',
      },
    ]);
  });

  it('application-history: the owning company and staff; roles without the page 403; others 404', async () => {
    const { job, candidate, callers } = await world();
    const url = `/api/pipeline/application-history/${job.publicId}?candidateId=${candidate.publicId}`;
    expect(await statuses(url, callers, candidate.lastname)).toEqual({
      anonymous: 401,
      // Candidates and recruiters have no right to this page at all: the same 403 for every id.
      candidate: 403,
      recruiter: 403,
      otherMember: 404,
      member: 200,
      staff: 200,
    });
  });

  it('application-history: a member’s own job does not name a candidate who never applied to it', async () => {
    const { member, job } = await world();
    const elsewhere = await world();
    const response = await t.app.inject({
      url: `/api/pipeline/application-history/${job.publicId}?candidateId=${elsewhere.candidate.publicId}`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(elsewhere.candidate.lastname);
  });
});
