import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  candidateStatuses,
  jobResponsibles,
  notifications,
  outboxEmails,
} from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createPayee } from '#server/test/factories/payee.ts';
import { createApplication, createReferral } from '#server/test/factories/referral.ts';
import { createUser } from '#server/test/factories/user.ts';
import { multipart } from '#server/test/multipart.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const SCREENING = 1;
const PRE_SUBMISSION = 2;

const noticesOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (address: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.templateCode, 'notification')));

async function referralOnCompanyJob(referrerLanguage: 'en' | 'tr', candidateEmail?: string) {
  const member = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter, language: referrerLanguage });
  const company = await createCompany(t.db, { memberIds: [member.user.id] });
  const job = await createJob(t.db, { companyId: company.id });
  const referred = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: recruiter.user.id,
    statusId: SCREENING,
    ...(candidateEmail ? { candidate: { email: candidateEmail } } : {}),
  });
  return { member, recruiter, job, ...referred };
}

const move = (id: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pipeline/applications/${id}/move`,
    headers,
    payload: { statusId: PRE_SUBMISSION, note: 'First call went well' },
  });

const putPreferences = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers, payload });

describe('notifications of a status change', () => {
  it('tells the referrer and the candidate with an account, each in their own language, in the app and by e-mail', async () => {
    const person = await createUser(t.db, {
      roleId: ROLE.candidate,
      language: 'en',
      email: `Person.${crypto.randomUUID()}@example.test`,
    });
    const { member, recruiter, referral, job, candidate } = await referralOnCompanyJob(
      'tr',
      person.email.toUpperCase(),
    );
    expect((await move(referral.publicId, member.headers)).statusCode).toBe(200);

    const [status] = await t.db
      .select()
      .from(candidateStatuses)
      .where(eq(candidateStatuses.id, PRE_SUBMISSION));
    const [toReferrer] = await noticesOf(recruiter.user.id);
    expect(toReferrer?.title).toBe(
      `${candidate.firstname} ${candidate.lastname}: ${status!.nameTr}`,
    );
    expect(toReferrer?.details).toContain(`“${status!.nameTr}” aşamasında`);
    expect(toReferrer?.details).toContain(job.referenceCode);
    const [mail] = await mailsTo(recruiter.user.email);
    expect(mail?.subject).toBe(toReferrer?.title);
    expect(mail?.text).toContain('Merhaba');
    expect(mail?.html).toContain('Bildirimler');

    const [toPerson] = await noticesOf(person.id);
    expect(toPerson?.title).toBe(`Your application for ${job.title}: ${status!.nameEn}`);
    expect(toPerson?.details).toContain('is now at');
    const [personMail] = await mailsTo(person.email);
    expect(personMail?.text).toContain('Hello');

    // The company member who moved it is told nothing.
    expect(await noticesOf(member.user.id)).toHaveLength(0);
  });

  it('keeps the in-app notification but sends no e-mail when the kind is turned off', async () => {
    const { member, recruiter, referral } = await referralOnCompanyJob('en');
    const off = await putPreferences(recruiter.headers, {
      items: [{ kind: 'application_status', email: false }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().items).toContainEqual({ kind: 'application_status', email: false });
    expect((await move(referral.publicId, member.headers)).statusCode).toBe(200);
    expect(await noticesOf(recruiter.user.id)).toHaveLength(1);
    expect(await mailsTo(recruiter.user.email)).toHaveLength(0);
  });

  it('tells an applicant once about their own application', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const applicant = await t.loginAs({ roleId: ROLE.candidate, language: 'tr' });
    const company = await createCompany(t.db, { memberIds: [member.user.id] });
    const job = await createJob(t.db, { companyId: company.id });
    const { referral } = await createApplication(t.db, {
      jobId: job.id,
      userId: applicant.user.id,
    });
    expect((await move(referral.publicId, member.headers)).statusCode).toBe(200);
    const told = await noticesOf(applicant.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toContain(`${job.title} başvurunuz`);
  });
});

describe('notifications of a new referral', () => {
  it('tells the job’s responsibles at the company, not the other members', async () => {
    const responsible = await t.loginAs({ roleId: ROLE.company, language: 'tr' });
    const other = await t.loginAs({ roleId: ROLE.company });
    const company = await createCompany(t.db, { memberIds: [responsible.user.id, other.user.id] });
    const job = await createJob(t.db, { companyId: company.id });
    await t.db.insert(jobResponsibles).values({ jobId: job.id, userId: responsible.user.id });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const body = multipart([
      {
        name: 'payload',
        value: JSON.stringify({
          mode: 'new',
          jobId: job.publicId,
          firstname: 'Jane',
          lastname: 'Doe',
          email: `jane.${crypto.randomUUID()}@example.test`,
          mobile: '+447912345678',
          linkedinPage: `https://www.linkedin.com/in/jane-${crypto.randomUUID().slice(0, 8)}/`,
          term1Accepted: true,
          term2Accepted: true,
        }),
      },
      {
        name: 'cv',
        filename: 'cv.pdf',
        content: pdfWithText(['Jane Doe']),
        type: 'application/pdf',
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: body.payload,
      headers: { ...recruiter.headers, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [told] = await noticesOf(responsible.user.id);
    expect(told?.title).toBe(`${job.title} için yeni öneri`);
    expect(told?.details).toBe(`Jane Doe (${job.referenceCode})`);
    expect(await mailsTo(responsible.user.email)).toHaveLength(1);
    expect(await noticesOf(other.user.id)).toHaveLength(0);
  });
});

describe('notifications of a payout', () => {
  it('tells the recruiter when the batch is paid', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const payee = await createPayee(t.db, {
      balances: { GBP: 9_999 },
      country: 'GB',
      user: { language: 'tr' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recruiter-payments/batches',
      headers: staff.headers,
      payload: { requestKey: crypto.randomUUID(), currency: 'GBP', recruiterIds: [payee.publicId] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ batch: { id: number } }>().batch.id;
    const base = `/api/recruiter-payments/batches/${id}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${base}/sent`,
      headers: staff.headers,
    });
    expect(sent.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${base}/paid`,
      headers: staff.headers,
      payload: { bankReference: 'EBICS-7' },
    });
    expect(paid.statusCode).toBe(200);
    const [told] = await noticesOf(payee.id);
    expect(told?.title).toContain('ödemeniz yapıldı');
    expect(told?.details).toContain('EBICS-7');
    expect(await mailsTo(payee.email)).toHaveLength(1);
  });
});

describe('e-mail preferences', () => {
  // What each role is sent (the notify calls): its settings offer these and nothing else.
  const KINDS = [
    [ROLE.admin, ['payment']],
    [ROLE.recruiter, ['application_status', 'reward', 'payout']],
    [ROLE.candidate, ['application_status', 'reward']],
    [ROLE.company, ['new_application', 'payment']],
  ] as const;
  const getPreferences = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/notifications/preferences', headers });

  it.each(KINDS)(
    'answers role %i the kinds it is sent, on by default, each caller only their own',
    async (roleId, kinds) => {
      const me = await t.loginAs({ roleId });
      const other = await t.loginAs({ roleId });
      const kind = kinds[0];
      await putPreferences(other.headers, { items: [{ kind, email: false }] });
      const mine = await getPreferences(me.headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().items).toEqual(kinds.map((k) => ({ kind: k, email: true })));
      const changed = await putPreferences(me.headers, { items: [{ kind, email: false }] });
      expect(changed.json().items).toContainEqual({ kind, email: false });
      const again = await putPreferences(me.headers, { items: [{ kind, email: true }] });
      expect(again.json().items).toContainEqual({ kind, email: true });
    },
  );

  it.each(KINDS)(
    'refuses role %i a kind it is never sent, storing nothing',
    async (roleId, kinds) => {
      const me = await t.loginAs({ roleId });
      const foreign = [
        'application_status',
        'new_application',
        'reward',
        'payout',
        'payment',
      ].filter((kind) => !(kinds as readonly string[]).includes(kind));
      for (const kind of foreign) {
        const refused = await putPreferences(me.headers, {
          items: [
            { kind: kinds[0], email: false },
            { kind, email: false },
          ],
        });
        expect(refused.statusCode, kind).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'validation_failed',
          details: [{ path: 'body.items.1.kind' }],
        });
      }
      const stored = await getPreferences(me.headers);
      expect(stored.json().items.every((item: { email: boolean }) => item.email)).toBe(true);
    },
  );

  it('refuses anonymous callers and hostile input with 4xx', async () => {
    expect((await t.app.inject({ url: '/api/notifications/preferences' })).statusCode).toBe(401);
    expect(
      (await putPreferences({}, { items: [{ kind: 'payment', email: false }] })).statusCode,
    ).toBe(401);
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    for (const payload of [
      {},
      { items: [] },
      { items: [{ kind: 'unknown', email: false }] },
      { items: [{ kind: 'payment\u0000', email: false }] },
      { items: [{ kind: 'payment', email: 'no' }] },
      { items: [{ kind: 'payment', email: false, userId: 2_147_483_648 }] },
      {
        items: [
          { kind: 'payment', email: false },
          { kind: 'payment', email: true },
        ],
      },
      { items: Array.from({ length: 10_000 }, () => ({ kind: 'payment', email: true })) },
    ]) {
      const response = await putPreferences(me.headers, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });
});
