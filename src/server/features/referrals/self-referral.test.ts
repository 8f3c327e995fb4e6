import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { LANGUAGE_COOKIE } from '#shared/i18n/languages.ts';
import { referrals } from '../../db/schema/index.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const terms = { term1Accepted: true, term2Accepted: true };

async function refer(headers: Record<string, string>, payload: unknown) {
  const body = multipart([
    { name: 'payload', value: JSON.stringify(payload) },
    { name: 'cv', filename: 'cv.pdf', content: pdfWithText(['Jane Doe']), type: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const person = (jobId: string, contact: { email: string; linkedinPage?: string }) => ({
  mode: 'new',
  jobId,
  firstname: 'Sam',
  lastname: 'Self',
  mobile: '+447912345678',
  linkedinPage: `https://www.linkedin.com/in/${contact.email
    .split('@')[0]
    ?.toLowerCase()
    .replace(/[^a-z0-9]/g, '-')}/`,
  ...contact,
  ...terms,
});

describe('a recruiter cannot refer themself', () => {
  it('refuses their own mailbox or LinkedIn page, in their language; the check says so first', async () => {
    const recruiter = await t.loginAs({
      roleId: ROLE.recruiter,
      linkedinPage: 'linkedin.com/in/sam-self-recruiter/',
    });
    const job = await createJob(t.db);
    const ownEmail = recruiter.user.email.toUpperCase();

    const byEmail = await refer(recruiter.headers, person(job.publicId, { email: ownEmail }));
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json()).toEqual({
      status: -1,
      reason: 'self',
      message: 'You cannot refer yourself: a reward is for bringing someone else.',
    });

    const turkish = { ...recruiter.headers, cookie: `${LANGUAGE_COOKIE}=tr` };
    const byLinkedin = await refer(
      turkish,
      person(job.publicId, {
        email: 'someone.else@example.test',
        linkedinPage: 'https://www.linkedin.com/in/sam-self-recruiter',
      }),
    );
    expect(byLinkedin.json()).toMatchObject({
      status: -1,
      reason: 'self',
      message: 'Kendinizi öneremezsiniz: ödül, başka birini getirmek içindir.',
    });
    expect(await t.db.select().from(referrals).where(eq(referrals.jobId, job.id))).toEqual([]);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/check',
      headers: recruiter.headers,
      payload: { jobId: job.publicId, email: recruiter.user.email },
    });
    expect(check.json()).toEqual({
      referable: false,
      reason: 'self',
      message: 'You cannot refer yourself: a reward is for bringing someone else.',
    });

    // Someone else with the same mobile number is referred as usual.
    const other = await refer(
      recruiter.headers,
      person(job.publicId, { email: 'sam.other@example.test' }),
    );
    expect(other.json()).toMatchObject({ status: 0 });
  });
});
