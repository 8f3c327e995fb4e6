import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { companyMembers, referrals } from '../../db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const terms = { term1Accepted: true, term2Accepted: true };

async function submit(url: string, headers: Record<string, string>, payload: unknown) {
  const body = multipart([
    { name: 'payload', value: JSON.stringify(payload) },
    { name: 'cv', filename: 'cv.pdf', content: pdfWithText(['Jane Doe']), type: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const person = (jobId: string, handle: string) => ({
  mode: 'new',
  jobId,
  firstname: 'Jane',
  lastname: 'Doe',
  email: `${handle}@example.test`,
  mobile: '+447912345678',
  linkedinPage: `https://www.linkedin.com/in/${handle}/`,
  ...terms,
});

describe('refer and apply: never to your own company', () => {
  it('refuses a member of the job’s company, whatever their role, and hides both buttons', async () => {
    // Staff changed these members' roles, but they still belong to the company.
    const recruiter = await t.loginAs({
      roleId: ROLE.recruiter,
      linkedinPage: 'linkedin.com/in/own-recruiter/',
    });
    const candidate = await t.loginAs({
      roleId: ROLE.candidate,
      linkedinPage: 'linkedin.com/in/own-candidate/',
    });
    const company = await createCompany(t.db, {
      memberIds: [recruiter.user.id, candidate.user.id],
    });
    const own = await createJob(t.db, { companyId: company.id });
    const elsewhere = await createJob(t.db);

    const referral = await submit(
      '/api/referrals',
      recruiter.headers,
      person(own.publicId, 'jane-own'),
    );
    expect(referral.statusCode).toBe(403);
    expect(referral.json()).toMatchObject({
      code: 'own_company_job',
      message: 'You cannot refer or apply to a job of your own company',
    });
    for (const who of [recruiter, candidate]) {
      const application = await submit('/api/applications', who.headers, {
        jobId: own.publicId,
        ...terms,
      });
      expect(application.statusCode).toBe(403);
      expect(application.json().code).toBe('own_company_job');
    }
    expect(await t.db.select().from(referrals).where(eq(referrals.jobId, own.id))).toEqual([]);

    const ownDetail = await t.app.inject({
      url: `/api/jobs/${own.publicId}`,
      headers: recruiter.headers,
    });
    expect(ownDetail.json()).toMatchObject({ showRefer: -1, showApply: -1 });
    const otherDetail = await t.app.inject({
      url: `/api/jobs/${elsewhere.publicId}`,
      headers: recruiter.headers,
    });
    expect(otherDetail.json()).toMatchObject({ showRefer: 1, showApply: 1 });

    // Another company's job is open to them as to anyone.
    const fine = await submit(
      '/api/referrals',
      recruiter.headers,
      person(elsewhere.publicId, 'jane-elsewhere'),
    );
    expect(fine.json()).toMatchObject({ status: 0 });
  });

  it('lets a former member refer again once they left the company', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await createCompany(t.db, { memberIds: [recruiter.user.id] });
    const job = await createJob(t.db, { companyId: company.id });
    // The membership ended: removed_at is set, the row stays for the history.
    await t.db
      .update(companyMembers)
      .set({ removedAt: new Date() })
      .where(eq(companyMembers.userId, recruiter.user.id));
    const referral = await submit(
      '/api/referrals',
      recruiter.headers,
      person(job.publicId, 'jane-former'),
    );
    expect(referral.json()).toMatchObject({ status: 0 });
  });
});
