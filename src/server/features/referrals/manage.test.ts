import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { auditLog, files, referralStatusHistory, referrals } from '../../db/schema/index.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createApplication, createReferral } from '#server/test/factories/referral.ts';
import { multipart } from '#server/test/multipart.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

/** The first bytes of a JPEG: what a photo renamed to .pdf really is. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0),
]);
const OTHER_ID = 'f'.repeat(32);

const check = (headers: Record<string, string> | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/referrals/check', headers, payload });

const withdraw = (
  headers: Record<string, string> | undefined,
  jobId: string,
  candidateId: string,
) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/referrals/jobs/${jobId}/candidates/${candidateId}`,
    headers,
  });

function addCv(headers: Record<string, string> | undefined, candidateId: string, content?: Buffer) {
  const body = multipart(
    content ? [{ name: 'cv', filename: 'cv.pdf', content, type: 'application/pdf' }] : [],
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/referrals/candidates/${candidateId}/cvs`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/referrals/check', () => {
  it('says a fresh person may be referred, and why a known one may not, without who', async () => {
    const job = await createJob(t.db);
    const first = await t.loginAs({ roleId: ROLE.recruiter });
    const second = await t.loginAs({ roleId: ROLE.recruiter });
    const fresh = await check(second.headers, {
      jobId: job.publicId,
      email: 'new.person@example.test',
      linkedinPage: 'linkedin.com/in/new-person',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ referable: true, reason: null, message: null });

    const { candidate } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: first.user.id,
      candidate: { email: 'known@example.test' },
      personLinkedin: 'linkedin.com/in/known-one',
    });
    for (const person of [
      { email: ' KNOWN@example.TEST ' },
      { linkedinPage: 'https://www.linkedin.com/in/Known-One/' },
    ]) {
      const answer = await check(second.headers, { jobId: job.publicId, ...person });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        referable: false,
        reason: 'already_referred',
        message: 'This candidate has already been referred to this job.',
      });
      expect(answer.body).not.toContain(first.user.publicId);
      expect(answer.body).not.toContain(candidate.publicId);
    }
  });

  it('answers a person who applied themself as already referred: it does not tell they applied', async () => {
    const job = await createJob(t.db);
    const applicant = await t.loginAs({ roleId: ROLE.candidate });
    const { candidate } = await createApplication(t.db, {
      jobId: job.id,
      userId: applicant.user.id,
    });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const answer = await check(recruiter.headers, { jobId: job.publicId, email: candidate.email });
    expect(answer.json()).toMatchObject({ referable: false, reason: 'already_referred' });
    expect(answer.body).not.toContain('applied');
  });

  it('checks one of the caller’s records; another recruiter’s record is not found', async () => {
    const job = await createJob(t.db);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const own = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const theirs = await createCandidate(t.db, { ownerUserId: other.user.id });
    expect(
      (await check(recruiter.headers, { jobId: job.publicId, candidateId: own.publicId })).json(),
    ).toMatchObject({ referable: true });
    await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: other.user.id,
      candidate: { email: own.email },
    });
    expect(
      (await check(recruiter.headers, { jobId: job.publicId, candidateId: own.publicId })).json(),
    ).toMatchObject({ referable: false, reason: 'already_referred' });
    const foreign = await check(recruiter.headers, {
      jobId: job.publicId,
      candidateId: theirs.publicId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(theirs.email!);
  });

  it('refuses a closed or unknown job, and the caller’s own company', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const closed = await createJob(t.db, { statusId: JOB_STATUS.closed });
    const company = await createCompany(t.db, { memberIds: [recruiter.user.id] });
    const own = await createJob(t.db, { companyId: company.id });
    const person = { email: 'x@example.test' };
    expect((await check(recruiter.headers, { jobId: closed.publicId, ...person })).statusCode).toBe(
      409,
    );
    expect((await check(recruiter.headers, { jobId: OTHER_ID, ...person })).statusCode).toBe(404);
    const ownAnswer = await check(recruiter.headers, { jobId: own.publicId, ...person });
    expect(ownAnswer.statusCode).toBe(403);
    expect(ownAnswer.json().code).toBe('own_company_job');
  });

  it('lets recruiters only: anonymous 401, candidate, company member and staff 403', async () => {
    const job = await createJob(t.db);
    const body = { jobId: job.publicId, email: 'x@example.test' };
    expect((await check(undefined, body)).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await check(caller.headers, body)).statusCode, `role ${roleId}`).toBe(403);
    }
  });

  it('answers 400 with the field’s message for missing or hostile input', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const nothing = await check(recruiter.headers, { jobId: job.publicId });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().details).toContainEqual(
      expect.objectContaining({ message: 'referrals.validation.emailRequired' }),
    );
    for (const payload of [
      { jobId: job.publicId, email: 'a\u0000b@example.test' },
      { jobId: '2147483648', email: 'x@example.test' },
      { jobId: job.publicId, candidateId: 2147483648 },
      { jobId: job.publicId, linkedinPage: 'x'.repeat(20_000) },
      { jobId: job.publicId, email: ['x@example.test'] },
    ]) {
      const answer = await check(recruiter.headers, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });
});

describe('DELETE /api/referrals/jobs/:jobId/candidates/:candidateId', () => {
  it('lets the referrer withdraw a referral still in its first status, then refer again', async () => {
    const job = await createJob(t.db);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const { candidate, referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      withCv: true,
    });
    await t.db.insert(referralStatusHistory).values({
      referralId: referral.id,
      toStatusId: 1,
      changedByUserId: recruiter.user.id,
    });
    const answer = await withdraw(recruiter.headers, job.publicId, candidate.publicId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true, message: 'The referral was withdrawn.' });
    expect(await t.db.select().from(referrals).where(eq(referrals.id, referral.id))).toEqual([]);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'referral.withdraw'), eq(auditLog.entityId, referral.publicId)),
      );
    expect(audited).toBeDefined();
    const again = await check(recruiter.headers, {
      jobId: job.publicId,
      candidateId: candidate.publicId,
    });
    expect(again.json()).toMatchObject({ referable: true });
    expect((await withdraw(recruiter.headers, job.publicId, candidate.publicId)).statusCode).toBe(
      404,
    );
  });

  it('answers 409 once the company has moved the referral', async () => {
    const job = await createJob(t.db);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const { candidate } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      statusId: 3,
    });
    const answer = await withdraw(recruiter.headers, job.publicId, candidate.publicId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().details).toContainEqual(
      expect.objectContaining({ message: 'referrals.outcome.cannotWithdraw' }),
    );
  });

  it('hides others’ referrals: another recruiter, the company and staff get 404', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await createCompany(t.db, { memberIds: [member.user.id] });
    const job = await createJob(t.db, { companyId: company.id });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const { candidate, referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    for (const caller of [
      await t.loginAs({ roleId: ROLE.recruiter }),
      member,
      await t.loginAs({ roleId: ROLE.admin }),
      await t.loginAs({ roleId: ROLE.candidate }),
    ]) {
      const answer = await withdraw(caller.headers, job.publicId, candidate.publicId);
      expect(answer.statusCode).toBe(404);
    }
    expect((await withdraw(undefined, job.publicId, candidate.publicId)).statusCode).toBe(401);
    const [still] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(still).toBeDefined();
  });

  it('answers 400 for ids that are not ids', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    for (const [jobId, candidateId] of [
      ['2147483648', OTHER_ID],
      [OTHER_ID, 'a%00b'],
      [OTHER_ID, 'x'.repeat(60)],
    ] as const) {
      expect((await withdraw(recruiter.headers, jobId, candidateId)).statusCode).toBe(400);
    }
    // Past the router's path parameter limit: 414, still the caller's error.
    const long = await withdraw(recruiter.headers, OTHER_ID, 'x'.repeat(300));
    expect(long.statusCode).toBe(414);
  });
});

describe('POST /api/referrals/candidates/:candidateId/cvs', () => {
  it('adds a CV that becomes the record’s default and first in its list', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const answer = await addCv(recruiter.headers, candidate.publicId, pdfWithText(['Ada CV']));
    expect(answer.statusCode).toBe(200);
    const added = answer.json();
    expect(added).toMatchObject({ name: 'cv.pdf', mimeType: 'application/pdf' });
    const list = await t.app.inject({
      url: `/api/referrals/candidates/${candidate.publicId}/cvs`,
      headers: recruiter.headers,
    });
    expect(list.json().items[0].id).toBe(added.id);
    const [row] = await t.db.select().from(files).where(eq(files.publicId, added.id));
    expect(row).toMatchObject({ isDefault: true, candidateId: candidate.id });
    expect(row!.extractedText).toContain('Ada CV');
    expect(storedFiles(t.config.filesDir)).toContain(row!.storageKey);
  });

  it('checks the file by content and needs one', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const photo = await addCv(recruiter.headers, candidate.publicId, JPEG);
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe('Please upload your CV in PDF or DOC format.');
    const none = await addCv(recruiter.headers, candidate.publicId);
    expect(none.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/referrals/candidates/${candidate.publicId}/cvs`,
      headers: { ...recruiter.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF',
    });
    expect(broken.statusCode).toBe(400);
    // The same body cut short on the referral itself: the caller's error, not the server's.
    const cutShort = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      headers: { ...recruiter.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{}',
    });
    expect(cutShort.statusCode).toBe(400);
  });

  it('lets the owning recruiter only', async () => {
    const owner = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await createCandidate(t.db, { ownerUserId: owner.user.id });
    const pdf = pdfWithText(['CV']);
    expect((await addCv(undefined, candidate.publicId, pdf)).statusCode).toBe(401);
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await addCv(other.headers, candidate.publicId, pdf)).statusCode).toBe(404);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await addCv(caller.headers, candidate.publicId, pdf)).statusCode).toBe(403);
    }
    expect((await addCv(owner.headers, '2147483648', pdf)).statusCode).toBe(400);
  });
});
