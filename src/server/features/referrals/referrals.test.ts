import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { referrals as referralTexts } from '#shared/i18n/referrals.ts';
import {
  auditLog,
  candidates,
  files,
  notifications,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { multipart } from '#server/test/multipart.ts';
import { storedFiles } from '#server/test/stored-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cvPart = (content = pdfWithText(['Jane Doe', 'jane@example.test'])) => ({
  name: 'cv',
  filename: 'jane-cv.pdf',
  content,
  type: 'application/pdf',
});

const newCandidate = (jobId: string, overrides: Record<string, unknown> = {}) => ({
  mode: 'new',
  jobId,
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'Jane.Doe@Example.test',
  mobile: '+447912345678',
  linkedinPage: 'https://www.linkedin.com/in/jane-doe/',
  additionalInfo: 'Available now',
  term1Accepted: true,
  term2Accepted: true,
  ...overrides,
});

async function refer(
  headers: Record<string, string>,
  payload: unknown,
  withCv = true,
  extra: Record<string, string> = {},
) {
  const body = multipart([
    { name: 'payload', value: JSON.stringify(payload) },
    ...(withCv ? [cvPart()] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: body.payload,
    headers: { ...headers, ...body.headers, ...extra },
  });
}

describe('refer a new candidate', () => {
  it('creates candidate, CV, referral, first status, notifications and audit together', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, { company: { ownerIds: [member.user.id] } });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const response = await refer(recruiter.headers, newCandidate(job.publicId));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ status: 0, message: 'Candidate successfully referred!' });

    const [referral] = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.publicId, result.referralId));
    expect(referral).toMatchObject({
      kind: 'referral',
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      statusId: 1,
      // The e-mail as typed; its mailbox (lower case here) is what the duplicate check compares.
      personEmail: 'Jane.Doe@Example.test',
      personEmailKey: 'jane.doe@example.test',
      personLinkedin: 'linkedin.com/in/jane-doe',
      additionalInfo: 'Available now',
    });
    const [candidate] = await t.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, referral!.candidateId));
    expect(candidate).toMatchObject({
      ownerUserId: recruiter.user.id,
      email: 'Jane.Doe@Example.test',
      mobile: '+447912345678',
      linkedinPage: 'linkedin.com/in/jane-doe/',
    });
    const [file] = await t.db.select().from(files).where(eq(files.id, referral!.cvFileId!));
    expect(file).toMatchObject({ fileTypeId: 5, mimeType: 'application/pdf', isDefault: true });
    expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file!.extractedText).toContain('Jane Doe');
    expect(storedFiles(t.config.filesDir)).toContain(file!.storageKey);
    const history = await t.db
      .select()
      .from(referralStatusHistory)
      .where(eq(referralStatusHistory.referralId, referral!.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatusId: null,
      toStatusId: 1,
      changedByUserId: recruiter.user.id,
    });
    const sent = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toContain(job.title);
    const [audited] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.create'), eq(auditLog.entityId, result.referralId)));
    expect(audited!.n).toBe(1);
  });

  it('answers -1 for the same person again, by e-mail or LinkedIn, whoever referred first', async () => {
    const job = await createJob(t.db);
    const first = await t.loginAs({ roleId: ROLE.recruiter });
    const second = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await refer(first.headers, newCandidate(job.publicId))).json().status).toBe(0);
    const sameEmail = await refer(
      second.headers,
      newCandidate(job.publicId, { email: 'JANE.DOE@example.TEST', linkedinPage: '@someone-else' }),
    );
    expect(sameEmail.json()).toEqual({
      status: -1,
      message: 'This candidate has already been referred to this job.',
    });
    const sameLinkedin = await refer(
      first.headers,
      newCandidate(job.publicId, {
        email: 'other@example.test',
        linkedinPage: 'LinkedIn.com/in/Jane-Doe',
      }),
    );
    expect(sameLinkedin.json().status).toBe(-1);
    const [rows] = await t.db
      .select({ n: count() })
      .from(referrals)
      .where(eq(referrals.jobId, job.id));
    expect(rows!.n).toBe(1);
    expect(storedFiles(t.config.filesDir).length).toBeGreaterThan(0);
  });

  it('creates one referral for a repeated submission with the same idempotency key', async () => {
    const job = await createJob(t.db);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const payload = newCandidate(job.publicId, {
      email: 'retry@example.test',
      linkedinPage: 'retry-me',
    });
    const key = { 'idempotency-key': 'submission-0001-abcdef' };
    const before = storedFiles(t.config.filesDir).length;
    const one = await refer(recruiter.headers, payload, true, key);
    const two = await refer(recruiter.headers, payload, true, key);
    expect(one.json().status).toBe(0);
    expect(two.json()).toEqual(one.json());
    const [rows] = await t.db
      .select({ n: count() })
      .from(referrals)
      .where(eq(referrals.jobId, job.id));
    expect(rows!.n).toBe(1);
    expect(storedFiles(t.config.filesDir).length).toBe(before + 1);
    // The key of one user cannot replay another user's referral.
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await refer(other.headers, payload, true, key)).statusCode).toBe(409);
  });

  it('answers 400 with each field at fault and its message key, and wants a CV', async () => {
    const job = await createJob(t.db);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const bad = await refer(
      recruiter.headers,
      newCandidate(job.publicId, {
        firstname: '',
        email: 'nope',
        mobile: '12',
        linkedinPage: 'https://example.com/jane',
        term1Accepted: false,
        additionalInfo: 'x'.repeat(513),
      }),
    );
    expect(bad.statusCode).toBe(400);
    const details = bad.json().details as { path: string; message: string }[];
    expect(Object.fromEntries(details.map((d) => [d.path, d.message]))).toMatchObject({
      'body.firstname': 'referrals.validation.name',
      'body.email': 'referrals.validation.emailFormat',
      'body.mobile': 'referrals.validation.phoneFormat',
      'body.linkedinPage': 'referrals.validation.linkedinUrl',
      'body.term1Accepted': 'referrals.validation.terms',
      'body.additionalInfo': 'validation.tooLong',
    });
    const noCv = await refer(recruiter.headers, newCandidate(job.publicId), false);
    expect(noCv.statusCode).toBe(400);
    expect(noCv.json().details).toEqual([{ path: 'body.cv', message: 'referrals.validation.cv' }]);
  });

  it('refuses anonymous callers (401), candidates and company members (403), closed jobs (409)', async () => {
    const job = await createJob(t.db);
    expect((await refer({}, newCandidate(job.publicId))).statusCode).toBe(401);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    expect((await refer(candidate.headers, newCandidate(job.publicId))).statusCode).toBe(403);
    const company = await t.loginAs({ roleId: ROLE.company });
    expect((await refer(company.headers, newCandidate(job.publicId))).statusCode).toBe(403);
    const closed = await createJob(t.db, { statusId: 5 });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await refer(recruiter.headers, newCandidate(closed.publicId))).statusCode).toBe(409);
  });
});

describe('refer an existing candidate', () => {
  it("uses the recruiter's own record and stored CV, asking for missing e-mail and mobile", async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const firstJob = await createJob(t.db);
    const created = (
      await refer(
        recruiter.headers,
        newCandidate(firstJob.publicId, { email: 'own@example.test', linkedinPage: 'own-one' }),
      )
    ).json();
    const cvs = await t.app.inject({
      url: `/api/referrals/candidates/${created.candidateId}/cvs`,
      headers: recruiter.headers,
    });
    expect(cvs.statusCode).toBe(200);
    const [cv] = cvs.json().items;
    expect(cv).toMatchObject({ name: 'jane-cv.pdf', mimeType: 'application/pdf' });

    const job = await createJob(t.db);
    const payload = {
      mode: 'existing',
      jobId: job.publicId,
      candidateId: created.candidateId,
      cvFileId: cv.id,
      term1Accepted: true,
      term2Accepted: true,
    };
    const response = await refer(recruiter.headers, payload, false);
    expect(response.json()).toMatchObject({ status: 0, candidateId: created.candidateId });
    const [referral] = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.publicId, response.json().referralId));
    const [file] = await t.db.select().from(files).where(eq(files.publicId, cv.id));
    expect(referral!.cvFileId).toBe(file!.id);
    expect((await refer(recruiter.headers, payload, false)).json().status).toBe(-1);

    const bare = await createCandidate(t.db, {
      ownerUserId: recruiter.user.id,
      firstname: 'No',
      lastname: 'Contact',
      email: null,
    });
    const missing = await refer(recruiter.headers, {
      ...payload,
      candidateId: bare!.publicId,
      cvFileId: undefined,
    });
    expect(missing.json().details).toEqual([
      { path: 'body.email', message: 'referrals.validation.emailRequired' },
    ]);
    const filled = await refer(recruiter.headers, {
      ...payload,
      candidateId: bare!.publicId,
      cvFileId: undefined,
      email: 'no.contact@example.test',
      mobile: '+905321234567',
    });
    expect(filled.json().status).toBe(0);
  });

  it("answers 'Please select a job' when no job is chosen", async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const own = await createCandidate(t.db, {
      ownerUserId: recruiter.user.id,
      firstname: 'Job',
      lastname: 'Less',
    });
    const noJob = await refer(recruiter.headers, {
      mode: 'existing',
      jobId: '',
      candidateId: own!.publicId,
      term1Accepted: true,
      term2Accepted: true,
    });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json().details).toContainEqual({
      path: 'body.jobId',
      message: 'referrals.validation.job',
    });
  });

  it("never shows or refers another recruiter's candidates", async () => {
    const owner = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const created = (
      await refer(
        owner.headers,
        newCandidate(job.publicId, { email: 'mine@example.test', linkedinPage: 'mine-only' }),
      )
    ).json();

    const ownList = await t.app.inject({
      url: '/api/referrals/candidates?search=jane',
      headers: owner.headers,
    });
    expect(ownList.json().items.map((c: { id: string }) => c.id)).toContain(created.candidateId);
    const otherList = await t.app.inject({
      url: '/api/referrals/candidates?size=50',
      headers: other.headers,
    });
    expect(otherList.json()).toMatchObject({ items: [], total: 0 });
    const cvs = await t.app.inject({
      url: `/api/referrals/candidates/${created.candidateId}/cvs`,
      headers: other.headers,
    });
    expect(cvs.statusCode).toBe(404);
    const job2 = await createJob(t.db);
    const stolen = await refer(other.headers, {
      mode: 'existing',
      jobId: job2.publicId,
      candidateId: created.candidateId,
      term1Accepted: true,
      term2Accepted: true,
    });
    expect(stolen.statusCode).toBe(404);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    expect(
      (await t.app.inject({ url: '/api/referrals/candidates', headers: candidate.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/referrals/candidates' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/referrals/candidates?size=0', headers: owner.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('pages and searches the list 4 rows at a time', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    for (let i = 0; i < 6; i++)
      await createCandidate(t.db, {
        ownerUserId: recruiter.user.id,
        firstname: i < 5 ? 'Ayşe' : 'Zeynep',
        lastname: `Kaya ${String.fromCharCode(65 + i)}`,
        email: `ayse${i}@example.test`,
      });
    const page1 = (
      await t.app.inject({ url: '/api/referrals/candidates', headers: recruiter.headers })
    ).json();
    expect(page1).toMatchObject({ total: 6, page: 1, size: 4 });
    expect(page1.items).toHaveLength(4);
    const page2 = (
      await t.app.inject({ url: '/api/referrals/candidates?page=2', headers: recruiter.headers })
    ).json();
    expect(page2.items).toHaveLength(2);
    const found = (
      await t.app.inject({
        url: '/api/referrals/candidates?search=zeyn',
        headers: recruiter.headers,
      })
    ).json();
    expect(found.items.map((c: { firstname: string }) => c.firstname)).toEqual(['Zeynep']);
  });
});

describe('answers of POST /api/referrals and /api/applications in the caller’s language', () => {
  const tr = { 'accept-language': 'tr' };

  it('says "referred" and "already referred" in Turkish to a Turkish caller, as the check does', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const payload = newCandidate(job.publicId, {
      email: 'deniz.tr.lang@example.test',
      linkedinPage: 'https://www.linkedin.com/in/deniz-tr-lang/',
    });
    const first = await refer(recruiter.headers, payload, true, tr);
    expect(first.json().status).toBe(0);
    const again = await refer(recruiter.headers, payload, true, tr);
    expect(again.json().status).toBe(-1);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/check',
      headers: { ...recruiter.headers, ...tr },
      payload: { jobId: job.publicId, email: 'deniz.tr.lang@example.test' },
    });
    expect(check.json().message).toBe(referralTexts.tr.outcome.alreadyReferred);

    expect({ first: first.json().message, again: again.json().message }).toEqual({
      first: referralTexts.tr.outcome.referred,
      again: referralTexts.tr.outcome.alreadyReferred,
    });
  });

  it('says "applied" and "already applied" in Turkish to a Turkish applicant', async () => {
    const person = await t.loginAs({
      roleId: ROLE.candidate,
      email: 'ayse.tr.apply@example.test',
      firstname: 'Ayşe',
      lastname: 'Kaya',
      linkedinPage: 'linkedin.com/in/ayse-tr-apply/',
    });
    const job = await createJob(t.db);
    const apply = () => {
      const body = multipart([
        {
          name: 'payload',
          value: JSON.stringify({ jobId: job.publicId, term1Accepted: true, term2Accepted: true }),
        },
        cvPart(),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: body.payload,
        headers: { ...person.headers, ...body.headers, ...tr },
      });
    };
    const first = (await apply()).json();
    const again = (await apply()).json();
    expect({ first, again }).toMatchObject({
      first: { status: 0, message: referralTexts.tr.outcome.applied },
      again: {
        status: -1,
        alreadyApplied: true,
        message: referralTexts.tr.outcome.alreadyAppliedText,
      },
    });
  });

  it('answers in English without a language', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const payload = newCandidate(job.publicId, { email: 'en@example.test', linkedinPage: 'en-x' });
    const first = await refer(recruiter.headers, payload);
    const again = await refer(recruiter.headers, payload);
    expect([first.json().message, again.json().message]).toEqual([
      referralTexts.en.outcome.referred,
      referralTexts.en.outcome.alreadyReferred,
    ]);
  });
});
