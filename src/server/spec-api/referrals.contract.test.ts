import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { referrals, specApiReferralDrafts } from '#server/db/schema/index.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { createCompanyMember } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createApplication } from '#server/test/factories/referral.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import {
  boardItems,
  candidateWithCv,
  companyJobAndRecruiter,
  createFile,
  refer,
  referParameters,
  takeBack,
} from './spec-referrals-support.ts';
import { execute } from './test-support.ts';

useTestApp();

const HEX_ID = /^[0-9a-f]{32}$/;

const referralsOf = async (jobId: number) =>
  (await t.db.select({ n: count() }).from(referrals).where(eq(referrals.jobId, jobId)))[0]!.n;

describe('sqlId 14: refer a candidate (public-side 7 and 8)', () => {
  it('I then Files/CreateFile makes one referral the company sees in its pipeline with the CV', async () => {
    const { member, job, recruiter } = await companyJobAndRecruiter();
    const answer = await refer(recruiter, job.publicId);
    expect(answer.statusCode).toBe(200);
    expect(answer.rows[0]).toMatchObject({
      status: 0,
      message: 'Candidate successfully referred!',
    });
    const candidateId = answer.rows[0]!.candidate_id as string;
    expect(candidateId).toMatch(HEX_ID);
    // A referral is only made with its CV: the company sees nothing yet.
    expect(await boardItems(member, job.publicId)).toEqual([]);

    const upload = await createFile(recruiter.headers, candidateId);
    expect(upload.statusCode).toBe(200);
    const file = upload.json();
    expect(file).toMatchObject({
      status: 0,
      message: 'Candidate successfully referred!',
      name: 'jane-cv.pdf',
      reference_id: candidateId,
    });
    expect(file.id).toMatch(HEX_ID);
    expect(file.path).toBe(`/api/files/${file.id}`);
    expect(file.referral_id).toMatch(HEX_ID);

    const items = await boardItems(member, job.publicId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: file.referral_id,
      candidateName: 'Jane Doe',
      cvFileId: file.id,
    });
    const cv = await t.app.inject({ url: file.path, headers: member.headers });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    const [stored] = await t.db
      .select({ info: referrals.additionalInfo })
      .from(referrals)
      .where(eq(referrals.publicId, file.referral_id));
    expect(stored!.info).toBe("Available from June, O'Brien's team");
    // The draft is gone: the same id is not a reference any more.
    expect((await createFile(recruiter.headers, candidateId)).statusCode).toBe(404);
  });

  it('answers -1 for the same person again, whoever referred, in the caller’s language', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const first = await refer(recruiter, job.publicId);
    expect((await createFile(recruiter.headers, first.rows[0]!.candidate_id)).json().status).toBe(
      0,
    );
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const again = await refer(other, job.publicId, { piv_linkedin_page: '@someone-else' });
    expect(again.rows[0]).toEqual({
      status: -1,
      message: 'This candidate has already been referred to this job.',
      candidate_id: null,
      referral_id: null,
    });
    const byLinkedin = await refer(
      other,
      job.publicId,
      { piv_email: 'another@example.test' },
      { 'accept-language': 'tr' },
    );
    expect(byLinkedin.rows[0]).toMatchObject({
      status: -1,
      message: 'Bu aday bu işe zaten önerildi.',
    });
    // Never who referred first.
    expect(JSON.stringify(again.body)).not.toContain(recruiter.user.publicId);
    expect(await referralsOf(job.id)).toBe(1);
  });

  it('answers -1 as for a referral when the person applied themself: it does not tell they applied', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const applicant = await t.loginAs({ roleId: ROLE.candidate });
    const { candidate } = await createApplication(t.db, {
      jobId: job.id,
      userId: applicant.user.id,
    });
    const answer = await refer(recruiter, job.publicId, { piv_email: candidate.email });
    expect(answer.rows[0]).toMatchObject({
      status: -1,
      message: 'This candidate has already been referred to this job.',
    });
  });

  it('answers -2 without a surname and keeps nothing', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const missing: Record<string, string | number>[] = [
      { piv_lastname: '' },
      { piv_lastname: -1 },
      { piv_firstname: '  ' },
    ];
    for (const values of missing) {
      const answer = await refer(recruiter, job.publicId, values);
      expect(answer.statusCode).toBe(200);
      expect(answer.rows[0]).toMatchObject({
        status: -2,
        message: 'Candidate name or surname not found. Please check the information.',
        candidate_id: null,
      });
    }
    const drafts = await t.db
      .select()
      .from(specApiReferralDrafts)
      .where(eq(specApiReferralDrafts.userId, recruiter.user.id));
    expect(drafts).toEqual([]);
  });

  it('answers a refused field with status 1 and the refer dialog’s message', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const cases: [Record<string, string | number>, string][] = [
      [{ piv_email: 'not-an-email' }, 'Please enter a valid email format'],
      [{ piv_email: '' }, 'Please enter an email address'],
      [{ pin_is_term2_accepted: 0 }, 'Please accept the terms and conditions'],
      [{ piv_linkedin_page: 'example.com/jane' }, 'Please enter a valid LinkedIn profile URL'],
      [{ piv_mobile: '12' }, 'Please enter a valid phone number format'],
      [{ pin_job_opening_id: -1 }, 'Please select a job'],
    ];
    for (const [values, message] of cases) {
      const answer = await refer(recruiter, job.publicId, values);
      expect(answer.rows[0], JSON.stringify(values)).toMatchObject({ status: 1, message });
    }
    // A job that is not there, or no longer open: status 1 with the reason.
    const closed = await createJob(t.db, { statusId: JOB_STATUS.closed });
    for (const jobId of ['f'.repeat(32), closed.publicId]) {
      const answer = await refer(recruiter, jobId);
      expect(answer.rows[0]).toMatchObject({ status: 1, candidate_id: null });
      expect(answer.rows[0]!.message).not.toBe('');
    }
    const turkish = await refer(
      recruiter,
      job.publicId,
      { piv_email: 'x' },
      { 'accept-language': 'tr' },
    );
    expect(turkish.rows[0]).toMatchObject({
      status: 1,
      message: 'Lütfen geçerli bir e-posta biçimi girin',
    });
  });

  it('refers one of the caller’s records with its latest CV at once', async () => {
    const { member, job, recruiter } = await companyJobAndRecruiter();
    const { candidate, cv } = await candidateWithCv(recruiter, { mobile: '+447912345678' });
    const answer = await refer(recruiter, job.publicId, {
      pin_candidate_id: candidate.publicId,
      piv_firstname: '',
      piv_lastname: '',
      piv_email: '',
      piv_mobile: '',
      piv_linkedin_page: '',
    });
    expect(answer.rows[0]).toMatchObject({
      status: 0,
      message: 'Candidate successfully referred!',
      candidate_id: candidate.publicId,
    });
    const items = await boardItems(member, job.publicId);
    expect(items).toMatchObject([
      { cvFileId: cv.publicId, candidateName: `Ada ${candidate.lastname}` },
    ]);
    const again = await refer(recruiter, job.publicId, { pin_candidate_id: candidate.publicId });
    expect(again.rows[0]).toMatchObject({ status: -1 });
  });

  it('keeps a record without a CV as a draft until CreateFile brings one', async () => {
    const { member, job, recruiter } = await companyJobAndRecruiter();
    const candidate = await createCandidate(t.db, {
      ownerUserId: recruiter.user.id,
      mobile: '+447912345678',
    });
    const answer = await refer(recruiter, job.publicId, { pin_candidate_id: candidate.publicId });
    expect(answer.rows[0]).toMatchObject({ status: 0 });
    const draftId = answer.rows[0]!.candidate_id as string;
    expect(draftId).not.toBe(candidate.publicId);
    expect(await boardItems(member, job.publicId)).toEqual([]);
    const upload = await createFile(recruiter.headers, draftId);
    expect(upload.json()).toMatchObject({ status: 0, candidate_id: candidate.publicId });
    expect(await boardItems(member, job.publicId)).toHaveLength(1);
  });

  it('keeps one draft per person and job, and forgets it after a day', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const first = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const retry = await refer(recruiter, job.publicId, { piv_mobile: '+447912345679' });
    expect(retry.rows[0]).toMatchObject({ status: 0, candidate_id: first });
    await t.db
      .update(specApiReferralDrafts)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(specApiReferralDrafts.publicId, first));
    expect((await createFile(recruiter.headers, first)).statusCode).toBe(404);
    const left = await t.db
      .select()
      .from(specApiReferralDrafts)
      .where(eq(specApiReferralDrafts.publicId, first));
    expect(left).toEqual([]);
  });

  it('keeps one draft for one Gmail mailbox however it is spelt', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    // Two LinkedIn pages: only the mailbox makes them one person.
    const first = (
      await refer(recruiter, job.publicId, {
        piv_email: 'deniz.ak@gmail.com',
        piv_linkedin_page: '@deniz-ak-one',
      })
    ).rows[0]!.candidate_id as string;
    const again = await refer(recruiter, job.publicId, {
      piv_email: 'Deniz.Ak+jobs@gmail.com',
      piv_linkedin_page: '@deniz-ak-two',
    });
    expect(again.rows[0]).toMatchObject({ status: 0, candidate_id: first });
    const kept = await t.db
      .select()
      .from(specApiReferralDrafts)
      .where(eq(specApiReferralDrafts.jobPublicId, job.publicId));
    expect(kept).toHaveLength(1);
  });

  it('D removes a draft, or withdraws a referral the company has not moved', async () => {
    const { member, job, recruiter } = await companyJobAndRecruiter();
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const removed = await takeBack(recruiter, draft, job.publicId);
    expect(removed.rows[0]).toMatchObject({ status: 0, candidate_id: draft });
    expect((await createFile(recruiter.headers, draft)).statusCode).toBe(404);

    const again = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const made = (await createFile(recruiter.headers, again)).json();
    expect(await boardItems(member, job.publicId)).toHaveLength(1);
    const withdrawn = await takeBack(recruiter, made.candidate_id, job.publicId);
    expect(withdrawn.rows[0]).toMatchObject({
      status: 0,
      message: 'The referral was withdrawn.',
    });
    expect(await boardItems(member, job.publicId)).toEqual([]);

    const third = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const moved = (await createFile(recruiter.headers, third)).json();
    await t.db
      .update(referrals)
      .set({ statusId: 3 })
      .where(eq(referrals.publicId, moved.referral_id));
    const late = await takeBack(recruiter, moved.candidate_id, job.publicId);
    expect(late.rows[0]).toMatchObject({
      status: 1,
      message: 'This referral can no longer be withdrawn: the company has already moved it.',
    });
    const unknown = await takeBack(recruiter, 'a'.repeat(32), job.publicId);
    expect(unknown.rows[0]).toMatchObject({
      status: 1,
      message: 'Candidate not found. Please check the information and try again.',
    });
  });

  it('keeps every role to its own: 401, 403, and another recruiter finds nothing', async () => {
    const { member, company, job, recruiter } = await companyJobAndRecruiter();
    expect((await execute(t.app, 14, referParameters(recruiter, job.publicId))).statusCode).toBe(
      401,
    );
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      const answer = await refer(caller, job.publicId);
      expect(answer.statusCode, `role ${roleId}`).toBe(403);
    }
    expect((await refer(member, job.publicId)).statusCode).toBe(403);
    // A recruiter who belongs to the company cannot refer to its own jobs.
    const insider = await t.loginAs({ roleId: ROLE.recruiter });
    await createCompanyMember(t.db, { companyId: company.id, userId: insider.user.id });
    const ownJob = await createJob(t.db, { companyId: company.id });
    const own = await refer(insider, ownJob.publicId);
    expect(own.statusCode).toBe(403);
    expect(own.body).toMatchObject({ code: 'own_company_job' });
    // The referrer is the caller: naming someone else is refused.
    const asOther = await refer(recruiter, job.publicId, {
      pin_referrer_user_id: insider.user.publicId,
    });
    expect(asOther.statusCode).toBe(403);

    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await takeBack(other, draft, job.publicId)).rows[0]).toMatchObject({ status: 1 });
    const theirs = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const foreign = await refer(other, job.publicId, { pin_candidate_id: theirs.publicId });
    expect(foreign.rows[0]).toMatchObject({
      status: 1,
      message: 'Candidate not found. Please check the information and try again.',
    });
    expect(JSON.stringify(foreign.body)).not.toContain(theirs.email!);
    // The draft was not touched by the other recruiter.
    expect((await createFile(recruiter.headers, draft)).json()).toMatchObject({ status: 0 });
  });

  it('answers hostile input with 400, never 500', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const cases: Record<string, string | number>[] = [
      { piv_firstname: 'Ja\u0000ne' },
      { pin_job_opening_id: '2147483648' },
      { pin_candidate_id: '2147483648' },
      { pin_candidate_id: 99999999999 },
      { piv_command_type: 'X' },
      { piv_additional_info: 'x'.repeat(100_001) },
    ];
    for (const values of cases) {
      const answer = await refer(recruiter, job.publicId, values);
      expect(answer.statusCode, JSON.stringify(values).slice(0, 60)).toBe(400);
    }
    const long = await refer(recruiter, job.publicId, { piv_additional_info: 'x'.repeat(5000) });
    expect(long.rows[0]).toMatchObject({ status: 1 });
    // A lone surrogate is kept as U+FFFD, as the referral's own columns would.
    const surrogate = await refer(recruiter, job.publicId, { piv_additional_info: 'x\ud800y' });
    expect(surrogate.rows[0]).toMatchObject({ status: 0 });
    const asText = await execute(t.app, 14, referParameters(recruiter, job.publicId), {
      headers: recruiter.headers,
      asText: true,
    });
    expect(asText.rows[0]).toMatchObject({ status: 0 });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/commons/executer',
      headers: recruiter.headers,
      payload: { sqlId: 14, parameters: '[{"parameter_name": "piv_command_type", ' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('two CreateFile calls at once for one draft make one referral', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const answers = await Promise.all([
      createFile(recruiter.headers, draft),
      createFile(recruiter.headers, draft),
    ]);
    for (const answer of answers) expect([200, 404]).toContain(answer.statusCode);
    const made = answers.filter((answer) => answer.statusCode === 200).map((a) => a.json());
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const body of made)
      expect(body).toMatchObject({ status: 0, referral_id: made[0].referral_id });
    expect(await referralsOf(job.id)).toBe(1);
  });
});
