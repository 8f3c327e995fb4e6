import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFormResponse } from '#shared/schemas/job-admin.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { jobsWorld, openingsCall, type JobsWorld } from './jobs-contract-setup.ts';
import { execute } from './test-support.ts';

// Written from authenticated-area section 7.2: 28 (job lookup of the payment flow: status,
// job_opening_id, message) and 32 / 33 (company and crowd responsible users of a job:
// pin_job_id, pin_responsible_user_id, piv_command_type 'I'), first row status and message.

let t: TestApp;
let w: JobsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await jobsWorld(t, 'kvz5');
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const lookup = (values: Record<string, string | number>, headers: Headers = {}) =>
  execute(t.app, 28, { pin_job_id: -1, piv_reference_code: '', ...values }, { headers });

const NOT_FOUND_EN = 'No job with this reference was found among your company’s jobs.';
const NOT_FOUND_TR = 'Şirketinizin ilanları arasında bu referansla bir ilan bulunamadı.';

describe('sqlId 28: job lookup of the payment flow', () => {
  it('finds the caller’s company’s job by reference code or by id: status 0 and job_opening_id', async () => {
    const { memberA, memberA2, staff } = w.users;
    const byCode = await lookup(
      { piv_reference_code: w.jobs.draftA.referenceCode },
      memberA.headers,
    );
    expect(byCode.statusCode).toBe(200);
    expect(byCode.rows[0]).toMatchObject({ status: 0, job_opening_id: w.jobs.draftA.publicId });
    expect(typeof byCode.rows[0]?.message).toBe('string');
    const byId = await lookup({ pin_job_id: w.jobs.tr.publicId }, memberA2.headers);
    expect(byId.rows[0]).toMatchObject({ status: 0, job_opening_id: w.jobs.tr.publicId });
    const both = await lookup(
      { pin_job_id: w.jobs.tr.publicId, piv_reference_code: w.jobs.tr.referenceCode },
      memberA.headers,
    );
    expect(both.rows[0]).toMatchObject({ status: 0, job_opening_id: w.jobs.tr.publicId });
    const asStaff = await lookup(
      { piv_reference_code: w.jobs.closedB.referenceCode },
      staff.headers,
    );
    expect(asStaff.rows[0]).toMatchObject({ status: 0, job_opening_id: w.jobs.closedB.publicId });
  });

  it('another company’s job answers exactly as a missing one, in the caller’s language', async () => {
    const { memberB } = w.users;
    const other = await lookup({ piv_reference_code: w.jobs.tr.referenceCode }, memberB.headers);
    const missing = await lookup({ piv_reference_code: 'NOPE-1' }, memberB.headers);
    for (const answer of [other, missing]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rows).toEqual([{ status: 1, message: NOT_FOUND_EN, job_opening_id: null }]);
    }
    const byId = await lookup({ pin_job_id: w.jobs.tr.publicId }, memberB.headers);
    expect(byId.rows).toEqual(other.rows);
    const turkish = await lookup(
      { piv_reference_code: w.jobs.tr.referenceCode },
      { ...memberB.headers, 'accept-language': 'tr' },
    );
    expect(turkish.rows[0]).toMatchObject({ status: 1, message: NOT_FOUND_TR });
    // An id and a code of two different jobs: not found either.
    const mixed = await lookup(
      { pin_job_id: w.jobs.tr.publicId, piv_reference_code: w.jobs.gb.referenceCode },
      w.users.memberA.headers,
    );
    expect(mixed.rows[0]).toMatchObject({ status: 1, message: NOT_FOUND_EN });
  });

  it('needs a login, and a company’s rights (candidates and recruiters have no company jobs)', async () => {
    const code = { piv_reference_code: w.jobs.tr.referenceCode };
    expect((await lookup(code)).statusCode).toBe(401);
    expect((await lookup(code, w.users.candidate.headers)).statusCode).toBe(403);
    expect((await lookup(code, w.users.recruiter.headers)).statusCode).toBe(403);
  });

  it.each([
    ['a NUL in the code', { piv_reference_code: 'T-\u0000' }],
    ['a huge code', { piv_reference_code: 'x'.repeat(20_000) }],
    ['a job id past int4', { pin_job_id: '2147483648' }],
    ['neither id nor code', {}],
  ])('hostile input: %s answers 400', async (_, values) => {
    const answer = await lookup(values, w.users.memberA.headers);
    expect(answer.statusCode).toBe(400);
  });
});

const people = (sqlId: 32 | 33, values: Record<string, string | number>, headers: Headers = {}) =>
  execute(
    t.app,
    sqlId,
    { pin_job_id: w.jobs.tr.publicId, piv_command_type: 'I', ...values },
    { headers },
  );

async function jobForm(jobId: string, headers: Headers) {
  const response = await t.app.inject({ url: `/api/job-admin/jobs/${jobId}`, headers });
  return response.json<JobFormResponse>().values;
}

describe('sqlIds 32 and 33: responsible users of a job', () => {
  it('32 adds a member of the job’s company (I) and removes them (D); the change shows in the API', async () => {
    const { memberA, memberA2 } = w.users;
    const added = await people(
      32,
      { pin_responsible_user_id: memberA2.user.publicId },
      memberA.headers,
    );
    expect(added.statusCode).toBe(200);
    expect(added.rows[0]).toMatchObject({
      status: 0,
      message: 'The company responsible was added to the job.',
    });
    expect((await jobForm(w.jobs.tr.publicId, memberA.headers)).responsibleIds).toContain(
      memberA2.user.publicId,
    );
    const detail = await openingsCall(t, { pin_job_opening_id: w.jobs.tr.publicId });
    expect(String(detail.rows[0]?.company_responsibles)).toContain(memberA2.user.publicId);
    const removed = await people(
      32,
      { pin_responsible_user_id: memberA2.user.publicId, piv_command_type: 'D' },
      memberA.headers,
    );
    expect(removed.rows[0]).toMatchObject({ status: 0 });
    expect((await jobForm(w.jobs.tr.publicId, memberA.headers)).responsibleIds).not.toContain(
      memberA2.user.publicId,
    );
  });

  it('32 refuses someone outside the job’s company with status 1 and a message', async () => {
    const { memberA, memberB } = w.users;
    const answer = await people(
      32,
      { pin_responsible_user_id: memberB.user.publicId },
      memberA.headers,
    );
    expect(answer.rows).toEqual([
      { status: 1, message: 'This person is not a member of the job’s company.' },
    ]);
    const turkish = await people(
      32,
      { pin_responsible_user_id: memberB.user.publicId },
      { ...memberA.headers, 'accept-language': 'tr' },
    );
    expect(turkish.rows[0]).toMatchObject({
      status: 1,
      message: 'Bu kişi ilanın şirketinin bir üyesi değil.',
    });
  });

  it('33 assigns a crowd recruiter, refuses a non-recruiter, and removes with D', async () => {
    const { memberA, recruiter, candidate, staff } = w.users;
    const added = await people(
      33,
      { pin_responsible_user_id: recruiter.user.publicId },
      staff.headers,
    );
    expect(added.rows[0]).toMatchObject({
      status: 0,
      message: 'The recruiter was assigned to the job.',
    });
    expect((await jobForm(w.jobs.tr.publicId, memberA.headers)).recruiterIds).toEqual([
      recruiter.user.publicId,
    ]);
    const detail = await openingsCall(t, { pin_job_opening_id: w.jobs.tr.publicId });
    const recruiters = JSON.parse(String(detail.rows[0]?.recruiters)) as { recruiter_id: string }[];
    expect(recruiters.map((p) => p.recruiter_id)).toEqual([recruiter.user.publicId]);
    // Again: nothing changes, still success.
    const again = await people(
      33,
      { pin_responsible_user_id: recruiter.user.publicId },
      memberA.headers,
    );
    expect(again.rows[0]).toMatchObject({ status: 0 });
    const notRecruiter = await people(
      33,
      { pin_responsible_user_id: candidate.user.publicId },
      memberA.headers,
    );
    expect(notRecruiter.rows).toEqual([
      { status: 1, message: 'This person is not an active recruiter.' },
    ]);
    const removed = await people(
      33,
      { pin_responsible_user_id: recruiter.user.publicId, piv_command_type: 'D' },
      memberA.headers,
    );
    expect(removed.rows[0]).toMatchObject({ status: 0 });
    expect((await jobForm(w.jobs.tr.publicId, memberA.headers)).recruiterIds).toEqual([]);
  });

  it('role matrix: anonymous 401, candidate and recruiter 403, another company 404, staff allowed', async () => {
    const { memberA2, memberB, candidate, recruiter, staff } = w.users;
    for (const sqlId of [32, 33] as const) {
      const person = { pin_responsible_user_id: memberA2.user.publicId };
      expect((await people(sqlId, person)).statusCode).toBe(401);
      expect((await people(sqlId, person, candidate.headers)).statusCode).toBe(403);
      expect((await people(sqlId, person, recruiter.headers)).statusCode).toBe(403);
      const other = await people(sqlId, person, memberB.headers);
      expect(other.statusCode).toBe(404);
      expect(other.body).toMatchObject({ code: 'not_found' });
    }
    const byStaff = await people(
      32,
      { pin_responsible_user_id: memberA2.user.publicId },
      staff.headers,
    );
    expect(byStaff.rows[0]).toMatchObject({ status: 0 });
    const draftOfB = await people(
      32,
      { pin_job_id: w.jobs.closedB.publicId, pin_responsible_user_id: memberA2.user.publicId },
      w.users.memberA.headers,
    );
    expect(draftOfB.statusCode).toBe(404);
  });

  it.each([
    ['an unknown command', { piv_command_type: 'X' }],
    ['no job', { pin_job_id: -1 }],
    ['a job id past int4', { pin_job_id: '2147483648' }],
    ['a user id with a NUL', { pin_responsible_user_id: 'a\u0000b' }],
    ['no user', { pin_responsible_user_id: -1 }],
  ])('hostile input: %s answers 400', async (_, values) => {
    for (const sqlId of [32, 33] as const) {
      const answer = await people(
        sqlId,
        { pin_responsible_user_id: w.users.memberA2.user.publicId, ...values },
        w.users.memberA.headers,
      );
      expect(answer.statusCode).toBe(400);
    }
  });

  it('parameters as broken JSON text answer 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Commons/Executer',
      headers: w.users.memberA.headers,
      payload: { sqlId: 32, parameters: '[{"parameter_name":"pin_job_id"' },
    });
    expect(response.statusCode).toBe(400);
  });
});
