import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { referrals } from '../../db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { unique } from '#server/test/factories/unique.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

type Headers = Record<string, string>;

const REPRESENTED_EN =
  'Another recruiter already represents this person for this company. You can refer them here once that period ends.';
const REPRESENTED_TR =
  'Bu kişiyi bu şirket için zaten başka bir işe alım uzmanı temsil ediyor. Bu süre bittiğinde onu burada önerebilirsiniz.';

/** A UK mobile nobody else in the file has. */
const freshPhone = () => `+447911${crypto.randomInt(100000, 999999)}`;

/** A person nobody referred yet: unique mailbox, phone and LinkedIn page. */
function person(overrides: Record<string, string> = {}) {
  const id = unique();
  return {
    email: `p${id}@example.test`,
    mobile: freshPhone(),
    linkedinPage: `linkedin.com/in/person-${id}`,
    ...overrides,
  };
}

async function refer(
  headers: Headers,
  jobId: string,
  who: Record<string, string>,
  extra: Headers = {},
) {
  const body = multipart([
    {
      name: 'payload',
      value: JSON.stringify({
        mode: 'new',
        jobId,
        firstname: 'Jane',
        lastname: 'Doe',
        term1Accepted: true,
        term2Accepted: true,
        ...who,
      }),
    },
    { name: 'cv', filename: 'cv.pdf', content: pdfWithText(['Jane Doe']), type: 'application/pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: body.payload,
    headers: { ...headers, ...body.headers, ...extra },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: number; message: string; reason?: string; referralId?: string }>();
}

async function setMonths(months: number) {
  const staff = await t.loginAs({ roleId: ROLE.admin });
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/referrals/settings',
    headers: staff.headers,
    payload: { ownershipMonths: months },
  });
  expect(response.statusCode).toBe(200);
}

/** Moves a referral back in time, as if it had been made `months` months (and a day) ago. */
async function age(referralPublicId: string | undefined, months: number) {
  await t.db
    .update(referrals)
    .set({ createdAt: sql`now() - make_interval(months => ${months}::int, days => 1)` })
    .where(eq(referrals.publicId, referralPublicId ?? ''));
}

/** One company with two open jobs, and two recruiters. */
async function scene() {
  const company = await createCompany(t.db);
  const jobA = await createJob(t.db, { companyId: company.id });
  const jobB = await createJob(t.db, { companyId: company.id });
  const first = await t.loginAs({ roleId: ROLE.recruiter });
  const second = await t.loginAs({ roleId: ROLE.recruiter });
  return { company, jobA, jobB, first, second };
}

describe('referral ownership', () => {
  it('answers -1 "already referred" for the same job, as before', async () => {
    const { jobA, first, second } = await scene();
    const who = person();
    expect((await refer(first.headers, jobA.publicId, who)).status).toBe(0);
    expect(await refer(second.headers, jobA.publicId, who)).toEqual({
      status: -1,
      message: 'This candidate has already been referred to this job.',
    });
  });

  it('refuses a second recruiter for another job of the same company within the window, in their language', async () => {
    const { jobA, jobB, first, second } = await scene();
    const who = person();
    expect((await refer(first.headers, jobA.publicId, who)).status).toBe(0);
    const refused = await refer(second.headers, jobB.publicId, who);
    expect(refused).toEqual({ status: -1, reason: 'represented', message: REPRESENTED_EN });
    expect(JSON.stringify(refused)).not.toContain(first.user.publicId);
    expect(JSON.stringify(refused)).not.toContain(first.user.email);
    const inTurkish = await refer(second.headers, jobB.publicId, who, {
      'accept-language': 'tr-TR,tr;q=0.9',
    });
    expect(inTurkish).toEqual({ status: -1, reason: 'represented', message: REPRESENTED_TR });
    const byCookie = await refer(second.headers, jobB.publicId, who, { cookie: 'rm_language=tr' });
    expect(byCookie.message).toBe(REPRESENTED_TR);
    const rows = await t.db.select().from(referrals).where(eq(referrals.jobId, jobB.id));
    expect(rows).toHaveLength(0);
  });

  it('lets the representing recruiter refer the person to the company’s other jobs', async () => {
    const { jobA, jobB, first } = await scene();
    const who = person();
    expect((await refer(first.headers, jobA.publicId, who)).status).toBe(0);
    expect((await refer(first.headers, jobB.publicId, who)).status).toBe(0);
  });

  it('allows the second recruiter once the window has passed, and follows the period staff set', async () => {
    const { jobA, jobB, first, second } = await scene();
    const who = person();
    const made = await refer(first.headers, jobA.publicId, who);
    await age(made.referralId, 5);
    expect((await refer(second.headers, jobB.publicId, who)).reason).toBe('represented');
    await age(made.referralId, 6);
    await setMonths(12);
    try {
      expect((await refer(second.headers, jobB.publicId, who)).reason).toBe('represented');
    } finally {
      await setMonths(6);
    }
    expect((await refer(second.headers, jobB.publicId, who)).status).toBe(0);
  });

  it('allows a second recruiter to refer the person to another company', async () => {
    const { jobA, first, second } = await scene();
    const elsewhere = await createJob(t.db);
    const who = person();
    expect((await refer(first.headers, jobA.publicId, who)).status).toBe(0);
    expect((await refer(second.headers, elsewhere.publicId, who)).status).toBe(0);
  });

  it('never blocks a person who applies themself', async () => {
    const { jobA, jobB, first } = await scene();
    const email = `self${unique()}@example.test`;
    const me = await t.loginAs({
      roleId: ROLE.candidate,
      email,
      linkedinPage: `linkedin.com/in/self-${unique()}/`,
    });
    expect((await refer(first.headers, jobA.publicId, person({ email }))).status).toBe(0);
    const body = multipart([
      {
        name: 'payload',
        value: JSON.stringify({ jobId: jobB.publicId, term1Accepted: true, term2Accepted: true }),
      },
      { name: 'cv', filename: 'me.pdf', content: pdfWithText(['Me']), type: 'application/pdf' },
    ]);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...me.headers, ...body.headers },
    });
    expect(applied.json()).toMatchObject({ status: 0 });
  });

  it.each([
    ['Gmail dots, tags and googlemail', 'Jane.Doe+jobs@gmail.com', 'janedoe@googlemail.com'],
    ['Gmail case', 'JANEDOE@GMAIL.COM', 'j.a.n.e.doe@gmail.com'],
    ['Outlook tags', 'jane+cv@outlook.com', 'Jane@Outlook.com'],
    ['any provider, case', 'Jane@Example.test', 'jane@example.TEST'],
  ])('matches e-mail spellings of one mailbox (%s)', async (_, firstEmail, secondEmail) => {
    const { jobA, jobB, first, second } = await scene();
    const id = unique();
    const [a, b] = [firstEmail, secondEmail].map((email) => `x${id}${email}`);
    expect((await refer(first.headers, jobA.publicId, person({ email: a ?? '' }))).status).toBe(0);
    const refused = await refer(second.headers, jobB.publicId, person({ email: b ?? '' }));
    expect(refused.reason).toBe('represented');
  });

  it.each([
    ['a tag where the provider keeps it', 'jane+cv@example.test', 'jane@example.test'],
    ['dots where the provider keeps them', 'jane.doe@outlook.com', 'janedoe@outlook.com'],
  ])('keeps mailboxes apart (%s)', async (_, firstEmail, secondEmail) => {
    const { jobA, jobB, first, second } = await scene();
    const id = unique();
    const [a, b] = [firstEmail, secondEmail].map((email) => `x${id}${email}`);
    expect((await refer(first.headers, jobA.publicId, person({ email: a ?? '' }))).status).toBe(0);
    expect((await refer(second.headers, jobB.publicId, person({ email: b ?? '' }))).status).toBe(0);
  });

  it('matches phone numbers in any format as one E.164 number', async () => {
    const { jobA, jobB, first, second } = await scene();
    const digits = String(crypto.randomInt(1000000, 9999999));
    const plain = `+90532${digits}`;
    expect((await refer(first.headers, jobA.publicId, person({ mobile: plain }))).status).toBe(0);
    for (const spelled of [
      `+90 532 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
      `+90 (532) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    ]) {
      const refused = await refer(second.headers, jobB.publicId, person({ mobile: spelled }));
      expect(refused.reason).toBe('represented');
    }
  });

  it('matches LinkedIn pages however they are written', async () => {
    const { jobA, jobB, first, second } = await scene();
    const name = `Jane-Doe-${unique()}`;
    const stored = `https://www.linkedin.com/in/${name}/`;
    expect(
      (await refer(first.headers, jobA.publicId, person({ linkedinPage: stored }))).status,
    ).toBe(0);
    for (const spelled of [
      `linkedin.com/in/${name.toLowerCase()}`,
      `@${name.toUpperCase()}`,
      `http://tr.linkedin.com/in/${name}?trk=x`,
    ]) {
      const refused = await refer(second.headers, jobB.publicId, person({ linkedinPage: spelled }));
      expect(refused.reason).toBe('represented');
    }
  });

  it('lets exactly one of two recruiters referring the same person to the company at once win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { jobA, jobB, first, second } = await scene();
      const who = person();
      const results = await Promise.all([
        refer(first.headers, jobA.publicId, who),
        refer(second.headers, jobB.publicId, { ...who, email: who.email.toUpperCase() }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([-1, 0]);
      expect(results.find((result) => result.status === -1)?.reason).toBe('represented');
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(sql`${referrals.jobId} in (${jobA.id}, ${jobB.id})`);
      expect(row?.n).toBe(1);
    }
  });
});
