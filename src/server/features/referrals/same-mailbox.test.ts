import crypto from 'node:crypto';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog, referrals, rewards } from '#server/db/schema/index.ts';
import { migrationsFolder } from '#server/db/migrate.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createUser } from '#server/test/factories/user.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { emailKeySql } from '../../db/schema/person-email-key.ts';
import { emailKey } from './person-keys.ts';

useTestApp();

type Headers = Record<string, string>;
const terms = { term1Accepted: true, term2Accepted: true };
const unique = (name: string) => `${name}${crypto.randomBytes(3).toString('hex')}`;

async function send(url: string, headers: Headers, payload: object) {
  const body = multipart([
    { name: 'payload', value: JSON.stringify(payload) },
    {
      name: 'cv',
      filename: 'cv.pdf',
      content: pdfWithText(['Deniz Aksoy']),
      type: 'application/pdf',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const refer = (headers: Headers, jobId: string, email: string, handle: string) =>
  send('/api/referrals', headers, {
    mode: 'new',
    jobId,
    firstname: 'Deniz',
    lastname: 'Aksoy',
    email,
    mobile: '+905321112233',
    linkedinPage: `https://www.linkedin.com/in/${handle}/`,
    ...terms,
  });

const referralsOf = (jobId: number) =>
  t.db.select().from(referrals).where(eq(referrals.jobId, jobId)).orderBy(referrals.id);

/**
 * Decision 6: addresses a provider delivers to one mailbox (Gmail's +tags and dots, and
 * googlemail.com) are one person for the duplicate check, in the check, the submission and the
 * unique index `referrals_job_email_uq` (on `person_email_key`); the e-mail is stored as typed.
 */
describe('one mailbox is one person on a job', () => {
  it('refuses a referral with a +tag of the address a person applied with, in the check and the submission', async () => {
    const local = unique('deniz');
    const person = await t.loginAs({
      roleId: ROLE.candidate,
      email: `${local}@gmail.com`,
      firstname: 'Deniz',
      lastname: 'Aksoy',
      linkedinPage: `linkedin.com/in/${local}/`,
    });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);

    const applied = await send('/api/applications', person.headers, {
      jobId: job.publicId,
      ...terms,
    });
    expect(applied.json()).toMatchObject({ status: 0 });

    const tagged = `${local}+jobs@gmail.com`;
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/check',
      headers: recruiter.headers,
      payload: { jobId: job.publicId, email: tagged },
    });
    const referred = await refer(recruiter.headers, job.publicId, tagged, `${local}-2`);
    const onJob = await referralsOf(job.id);
    expect({
      check: check.json().reason,
      submission: referred.json().status,
      referralsOnJob: onJob.map((r) => r.kind),
    }).toEqual({ check: 'already_referred', submission: -1, referralsOnJob: ['application'] });
  });

  it('refuses the same recruiter’s second referral of a Gmail mailbox spelt with dots, a tag and googlemail.com: one referral, one reward', async () => {
    const local = unique('ayse');
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const member = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, { company: { memberIds: [member.user.id] } });
    const first = await refer(recruiter.headers, job.publicId, `${local}@gmail.com`, `${local}-a`);
    expect(first.json()).toMatchObject({ status: 0 });
    const dotted = `${local.slice(0, 2)}.${local.slice(2)}+again@googlemail.com`;
    const second = await refer(recruiter.headers, job.publicId, dotted, `${local}-b`);
    const onJob = await referralsOf(job.id);
    for (const referral of onJob) {
      const hired = await t.app.inject({
        method: 'POST',
        url: `/api/pipeline/applications/${referral.publicId}/move`,
        headers: member.headers,
        payload: { statusId: 6, note: 'Hired', confirmHire: true },
      });
      expect(hired.statusCode).toBe(200);
    }
    const held = await t.db.select().from(rewards).where(eq(rewards.jobId, job.id));
    expect({
      second: second.json().status,
      referralsOnJob: onJob.length,
      rewardsForOnePerson: held.length,
    }).toEqual({ second: -1, referralsOnJob: 1, rewardsForOnePerson: 1 });
  });

  it('makes one referral of two submissions at once of one mailbox under two spellings', async () => {
    const local = unique('race');
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const results = await Promise.all([
      refer(recruiter.headers, job.publicId, `${local}@gmail.com`, `${local}-a`),
      refer(recruiter.headers, job.publicId, `${local}+cv@googlemail.com`, `${local}-b`),
    ]);
    expect(results.map((r) => r.json().status).sort()).toEqual([-1, 0]);
    expect(await referralsOf(job.id)).toHaveLength(1);
  });

  it('stores the e-mail as typed and its mailbox in person_email_key', async () => {
    const local = unique('Can.Demir');
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const typed = `${local}+Jobs@GoogleMail.com`;
    const response = await refer(recruiter.headers, job.publicId, typed, unique('can-demir'));
    expect(response.json()).toMatchObject({ status: 0 });
    const [row] = await referralsOf(job.id);
    expect({ personEmail: row?.personEmail, personEmailKey: row?.personEmailKey }).toEqual({
      personEmail: typed,
      personEmailKey: `${local.toLowerCase().replace('.', '')}@gmail.com`,
    });
  });

  it('keeps a company domain’s tagged addresses apart: they may reach different people', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const local = unique('jobs');
    const first = await refer(recruiter.headers, job.publicId, `${local}@example.test`, 'ex-a');
    const second = await refer(recruiter.headers, job.publicId, `${local}+x@example.test`, 'ex-b');
    expect([first.json().status, second.json().status]).toEqual([0, 0]);
  });

  it('has the database refuse a second row of one mailbox on a job, whoever writes it', async () => {
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const local = unique('row');
    await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.id,
      personEmail: `${local}@gmail.com`,
    });
    const again = createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.id,
      personEmail: `${local.toUpperCase()}+b@googlemail.com`,
    });
    await expect(again).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'referrals_job_email_uq' },
    });
  });

  it.each([
    'Jane.Doe+jobs@Gmail.com',
    'j.a.n.e.doe@googlemail.com',
    'jane+cv@outlook.com',
    'jane.doe@outlook.com',
    'jane+cv@example.test',
    ' Jane.Doe@Example.TEST ',
    'a@b@gmail.com',
    '+tag@gmail.com',
    '...@gmail.com',
    'no-at-sign',
    '@example.test',
    'jane@',
  ])('computes the same mailbox in PostgreSQL as emailKey for %j', async (address) => {
    const result = await t.db.execute<{ key: string | null }>(
      sql`select ${emailKeySql(sql`${address}::text`)} as key`,
    );
    expect(result.rows[0]?.key ?? null).toBe(emailKey(address));
  });
});

describe('migration 0032 on rows stored before the mailbox key', () => {
  it('keeps the address on the first referral of a mailbox to a job and releases it from later ones, with an audit row', async () => {
    const statements = fs
      .readFileSync(`${migrationsFolder()}/0032_referral_email_key.sql`, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim());
    // This file's own database: back to the index of the lower-cased e-mail only.
    await t.db.execute(sql`drop index "referrals_job_email_uq"`);
    await t.db.execute(
      sql`create unique index "referrals_job_email_uq" on "referrals" ("job_id", lower("person_email"))`,
    );
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const local = unique('old');
    const stored = [`${local}@gmail.com`, `${local}+2@gmail.com`, `other${local}@gmail.com`];
    const rows = [];
    for (const personEmail of stored)
      rows.push(
        (await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.id, personEmail }))
          .referral,
      );

    for (const statement of statements.slice(1)) await t.db.execute(sql.raw(statement));

    const after = await referralsOf(job.id);
    expect(after.map((row) => row.personEmail)).toEqual([stored[0], null, stored[2]]);
    const released = await t.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'referral.person_email_released'),
          eq(auditLog.entityId, rows[1]!.publicId),
        ),
      );
    expect(released).toEqual([
      { data: { keptBy: rows[0]!.publicId, reason: 'same mailbox on the job' } },
    ]);
    await expect(
      createReferral(t.db, {
        jobId: job.id,
        referrerUserId: recruiter.id,
        personEmail: `${local}+3@gmail.com`,
      }),
    ).rejects.toMatchObject({ cause: { constraint: 'referrals_job_email_uq' } });
  });
});
