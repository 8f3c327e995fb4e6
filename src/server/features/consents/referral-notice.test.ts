import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  candidates,
  consentRecords,
  outboxEmails,
  referralNotices,
  referrals,
} from '../../db/schema/index.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

type Headers = Record<string, string>;

async function refer(headers: Headers, jobId: string, handle: string) {
  const body = multipart([
    {
      name: 'payload',
      value: JSON.stringify({
        mode: 'new',
        jobId,
        firstname: 'Deniz',
        lastname: 'Aksoy',
        email: `${handle}@example.test`,
        mobile: '+905321112233',
        linkedinPage: `https://www.linkedin.com/in/${handle}/`,
        additionalInfo: 'Strong in Go',
        term1Accepted: true,
        term2Accepted: true,
      }),
    },
    {
      name: 'cv',
      filename: 'cv.pdf',
      content: pdfWithText(['Deniz Aksoy']),
      type: 'application/pdf',
    },
  ]);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(answer.json()).toMatchObject({ status: 0 });
  return answer.json<{ referralId: string }>().referralId;
}

async function noticeMail(email: string) {
  const mails = await t.db
    .select()
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.toAddress, email), eq(outboxEmails.templateCode, 'referral_notice')),
    );
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  const token = /\/referral-notice\/([A-Za-z0-9_-]{43})/.exec(mail.html)?.[1];
  expect(token).toBeDefined();
  return { mail, token: token! };
}

const page = (token: string, headers: Headers = {}) =>
  t.app.inject({ url: `/api/consents/referral-notice/${token}`, headers });
const answer = (token: string, response: string, headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/consents/referral-notice/${token}`,
    headers,
    payload: { response },
  });

async function boardItems(headers: Headers, jobPublicId: string) {
  const board = await t.app.inject({ url: `/api/pipeline/jobs/${jobPublicId}/board`, headers });
  expect(board.statusCode).toBe(200);
  return board
    .json<{
      columns: { items: { id: string; candidateResponse?: string | null; cvFileId: string }[] }[];
    }>()
    .columns.flatMap((c) => c.items);
}

describe('the referred person is told at once', () => {
  it('mails the person in the referral’s language, records the referrer’s acceptances, and lets them confirm once', async () => {
    const recruiter = await t.loginAs({
      roleId: ROLE.recruiter,
      firstname: 'Rıza',
      lastname: 'Öztürk',
      language: 'tr',
    });
    const owner = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, {
      title: 'Kıdemli Go Geliştirici',
      company: { name: 'Anka Yazılım', ownerIds: [owner.user.id] },
    });
    const referralId = await refer(recruiter.headers, job.publicId, 'deniz-tr');

    const { mail, token } = await noticeMail('deniz-tr@example.test');
    expect(mail.subject).toBe(
      'Rıza Öztürk sizi Anka Yazılım şirketindeki Kıdemli Go Geliştirici ilanına önerdi',
    );
    expect(mail.html).toContain('6698 sayılı');
    expect(mail.text).toContain('Rıza Öztürk');

    const [referral] = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.publicId, referralId));
    const ledger = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.referralId, referral!.id));
    expect(ledger.map((r) => [r.userId, r.termTypeId, r.version, r.granted, r.source])).toEqual([
      [recruiter.user.id, 1, 1, true, 'referral'],
      [recruiter.user.id, 2, 1, true, 'referral'],
    ]);
    const [stored] = await t.db
      .select()
      .from(referralNotices)
      .where(eq(referralNotices.referralId, referral!.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);

    const shown = await page(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      referrer: 'Rıza Öztürk',
      job: 'Kıdemli Go Geliştirici',
      company: 'Anka Yazılım',
      language: 'tr',
      person: {
        name: 'Deniz Aksoy',
        email: 'deniz-tr@example.test',
        phone: '+905321112233',
        hasCv: true,
        additionalInfo: 'Strong in Go',
      },
      response: null,
    });
    expect((await boardItems(owner.headers, job.publicId))[0]?.candidateResponse).toBeNull();

    const confirmed = await answer(token, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      response: 'confirmed',
      respondedAt: expect.any(String),
    });
    expect((await answer(token, 'objected')).statusCode).toBe(409);
    expect((await answer(token, 'confirmed')).statusCode).toBe(409);
    expect((await boardItems(owner.headers, job.publicId))[0]).toMatchObject({
      id: referralId,
      candidateResponse: 'confirmed',
    });
  });

  it('mails in English for an English referrer; objecting withdraws the referral from the board', async () => {
    const recruiter = await t.loginAs({
      roleId: ROLE.recruiter,
      firstname: 'Ray',
      lastname: 'Hunt',
    });
    const owner = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, {
      title: 'Data Engineer',
      company: { name: 'Northwind', ownerIds: [owner.user.id] },
    });
    const referralId = await refer(recruiter.headers, job.publicId, 'deniz-en');
    const { mail, token } = await noticeMail('deniz-en@example.test');
    expect(mail.subject).toBe('Ray Hunt referred you to Data Engineer at Northwind');
    expect(mail.html).toContain('No. 6698');
    expect((await boardItems(owner.headers, job.publicId)).map((i) => i.id)).toEqual([referralId]);

    // Anyone holding the link may answer, logged in or not: the link is the secret.
    const objected = await answer(token, 'objected', recruiter.headers);
    expect(objected.statusCode).toBe(200);
    expect(objected.json().response).toBe('objected');
    expect(await boardItems(owner.headers, job.publicId)).toEqual([]);
    const [referral] = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.publicId, referralId));
    const [candidate] = await t.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, referral!.candidateId));
    expect(candidate?.archivedAt).toBeInstanceOf(Date);
  });

  it('objecting takes the referral from the company everywhere: list, histories, CV and the job’s counts', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const owner = await t.loginAs({ roleId: ROLE.company });
    const admin = await t.loginAs({ roleId: ROLE.admin });
    const job = await createJob(t.db, { company: { name: 'Contoso', ownerIds: [owner.user.id] } });
    const referralId = await refer(recruiter.headers, job.publicId, 'deniz-everywhere');
    const { token } = await noticeMail('deniz-everywhere@example.test');
    const [item] = await boardItems(owner.headers, job.publicId);
    const cvFileId = item!.cvFileId;
    const views = (headers: Headers) =>
      Promise.all([
        t.app.inject({ url: `/api/pipeline/jobs/${job.publicId}/applications`, headers }),
        t.app.inject({ url: `/api/pipeline/application-history/${job.publicId}`, headers }),
        t.app.inject({
          url: `/api/pipeline/candidate-history/${recruiter.user.publicId}`,
          headers,
        }),
        t.app.inject({ url: `/api/files/${cvFileId}`, headers }),
      ]);
    const itemsOf = (answer: { json: () => unknown }) =>
      (answer.json() as { items: { applicationId?: string; id?: unknown }[] }).items;

    // Before the objection the company sees the referral in each.
    const [list, jobHistory, personHistory, cv] = await views(owner.headers);
    expect(itemsOf(list).map((i) => i.id)).toEqual([referralId]);
    expect(itemsOf(jobHistory).map((i) => i.applicationId)).toContain(referralId);
    expect(itemsOf(personHistory).map((i) => i.applicationId)).toContain(referralId);
    expect(cv.statusCode).toBe(200);
    const activeCount = async () =>
      (await t.app.inject({ url: `/api/jobs/${job.publicId}` })).json<{ activeCount: number }>()
        .activeCount;
    expect(await activeCount()).toBe(1);

    expect((await answer(token, 'objected')).statusCode).toBe(200);
    expect(await activeCount()).toBe(0);
    const [listAfter, jobHistoryAfter, personHistoryAfter, cvAfter] = await views(owner.headers);
    expect(itemsOf(listAfter)).toEqual([]);
    expect(itemsOf(jobHistoryAfter)).toEqual([]);
    expect(personHistoryAfter.statusCode).toBe(404);
    expect(cvAfter.statusCode).toBe(404);

    // The referrer and staff still see what happened.
    const [, , ownHistory, ownCv] = await views(recruiter.headers);
    expect(itemsOf(ownHistory).map((i) => i.applicationId)).toContain(referralId);
    expect(ownCv.statusCode).toBe(200);
    const [, staffHistory] = await views(admin.headers);
    expect(itemsOf(staffHistory).map((i) => i.applicationId)).toContain(referralId);
  });

  it('answers 404 to a wrong or expired link and 400 to a malformed one', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    await refer(recruiter.headers, job.publicId, 'deniz-old');
    const { token } = await noticeMail('deniz-old@example.test');
    const wrong = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await page(wrong)).statusCode).toBe(404);
    expect((await answer(wrong, 'confirmed')).statusCode).toBe(404);

    await t.db.update(referralNotices).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await page(token)).statusCode).toBe(404);
    expect((await answer(token, 'confirmed')).statusCode).toBe(404);

    for (const bad of [
      'short',
      `${token.slice(0, 42)}%00`,
      'x'.repeat(5000),
      '1'.repeat(43) + '9',
    ]) {
      const status = (await page(bad)).statusCode;
      // 400 from the schema; the very long one is refused before it (414).
      expect([400, 414], bad).toContain(status);
    }
    for (const body of ['maybe', '', 'confirmed\u0000', 1e308])
      expect((await answer(token, body as string)).statusCode, String(body)).toBe(400);
  });

  it('tells nothing for an application: the person is the user themself', async () => {
    const candidate = await t.loginAs({
      roleId: ROLE.candidate,
      linkedinPage: 'linkedin.com/in/consent-applicant/',
    });
    const job = await createJob(t.db);
    const body = multipart([
      {
        name: 'payload',
        value: JSON.stringify({ jobId: job.publicId, term1Accepted: true, term2Accepted: true }),
      },
      { name: 'cv', filename: 'cv.pdf', content: pdfWithText(['Me']), type: 'application/pdf' },
    ]);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...candidate.headers, ...body.headers },
    });
    expect(applied.json()).toMatchObject({ status: 0 });
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, candidate.user.email));
    expect(mails.filter((m) => m.templateCode === 'referral_notice')).toEqual([]);
  });
});

describe('after an objection', () => {
  it('the recruiter objected to cannot refer the person again, and no longer represents them', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const owner = await t.loginAs({ roleId: ROLE.company });
    const company = { ownerIds: [owner.user.id] };
    const job = await createJob(t.db, { company });
    await refer(recruiter.headers, job.publicId, 'deniz-objects');
    const { token } = await noticeMail('deniz-objects@example.test');
    expect((await answer(token, 'objected')).statusCode).toBe(200);

    const again = await createJob(t.db);
    const body = multipart([
      {
        name: 'payload',
        value: JSON.stringify({
          mode: 'new',
          jobId: again.publicId,
          firstname: 'Deniz',
          lastname: 'Aksoy',
          email: 'deniz-objects@example.test',
          mobile: '+905321112299',
          linkedinPage: 'https://www.linkedin.com/in/deniz-objects-2/',
          term1Accepted: true,
          term2Accepted: true,
        }),
      },
      { name: 'cv', filename: 'cv.pdf', content: pdfWithText(['Deniz']), type: 'application/pdf' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: body.payload,
      headers: { ...recruiter.headers, ...body.headers },
    });
    expect(refused.json()).toMatchObject({ status: -1, reason: 'objected' });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/check',
      headers: recruiter.headers,
      payload: { jobId: again.publicId, email: 'DENIZ-OBJECTS@example.test' },
    });
    expect(check.json()).toMatchObject({ referable: false, reason: 'objected' });

    // Another recruiter may refer the person to the same company: nobody represents them now.
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const sameCompany = await createJob(t.db, { companyId: job.companyId });
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/check',
      headers: other.headers,
      payload: { jobId: sameCompany.publicId, email: 'deniz-objects@example.test' },
    });
    expect(free.json()).toMatchObject({ referable: true });
  });
});
