import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { companyPlans, countries, jobs, payments } from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const DAY = 86_400_000;

async function form(companyId: string, statusId: number) {
  const [gb] = await t.db.select().from(countries).where(eq(countries.iso2, 'GB'));
  return {
    companyId,
    title: 'Support Engineer',
    industryId: 1,
    jobTypeId: 1,
    recruitmentTypeId: 1,
    remoteTypeId: 1,
    countryId: gb?.id,
    reward: 500,
    rewardCurrency: 'GBP',
    descriptionHtml: '<p>Help customers</p>',
    statusId,
  };
}

async function member() {
  const session = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, {
    ownerIds: [session.user.id],
    defaultCurrency: 'GBP',
  });
  return { ...session, company };
}

async function save(
  headers: Record<string, string>,
  companyId: string,
  statusId: number,
  jobId?: string,
) {
  const response = await t.app.inject({
    method: jobId ? 'PUT' : 'POST',
    url: jobId ? `/api/job-admin/jobs/${jobId}` : '/api/job-admin/jobs',
    headers,
    payload: await form(companyId, statusId),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string; statusId: number; checkoutRequired: boolean }>();
}

async function statusOf(publicId: string) {
  const [job] = await t.db.select().from(jobs).where(eq(jobs.publicId, publicId));
  return job;
}

describe('publishing a job', () => {
  it('saves a new job as draft, and Open waits for payment until the fee is paid', async () => {
    const me = await member();
    const draft = await save(me.headers, me.company.publicId, JOB_STATUS.draft);
    expect(draft).toMatchObject({ statusId: JOB_STATUS.draft, checkoutRequired: false });

    const opened = await save(me.headers, me.company.publicId, JOB_STATUS.open, draft.id);
    expect(opened).toMatchObject({ statusId: JOB_STATUS.pendingPayment, checkoutRequired: true });
    expect((await statusOf(draft.id))?.publishedAt).toBeNull();
    const publicView = await t.app.inject({ url: `/api/jobs/${draft.id}` });
    expect(publicView.statusCode).toBe(404);

    // Back to draft is always allowed.
    const back = await save(me.headers, me.company.publicId, JOB_STATUS.draft, draft.id);
    expect(back).toMatchObject({ statusId: JOB_STATUS.draft, checkoutRequired: false });
  });

  it('a job paid once opens, pauses and reopens without another checkout', async () => {
    const me = await member();
    const created = await save(me.headers, me.company.publicId, JOB_STATUS.open);
    const job = await statusOf(created.id);
    await t.db.insert(payments).values({
      companyId: me.company.id,
      jobId: job?.id,
      kind: 'job_posting',
      provider: 'test',
      amountMinor: 9_480,
      currency: 'GBP',
      statusId: 1,
      paidAt: new Date(),
    });
    for (const [statusId, expected] of [
      [JOB_STATUS.open, JOB_STATUS.open],
      [JOB_STATUS.paused, JOB_STATUS.paused],
      [JOB_STATUS.open, JOB_STATUS.open],
      [JOB_STATUS.closed, JOB_STATUS.closed],
      [JOB_STATUS.open, JOB_STATUS.open],
    ] as const) {
      const answer = await save(me.headers, me.company.publicId, statusId, created.id);
      expect(answer).toMatchObject({ statusId: expected, checkoutRequired: false });
    }
    expect((await statusOf(created.id))?.publishedAt).not.toBeNull();
  });

  it('a refunded or failed payment does not count as paid', async () => {
    const me = await member();
    const job = await createJob(t.db, { companyId: me.company.id, statusId: JOB_STATUS.paused });
    for (const statusId of [0, 2, 3])
      await t.db.insert(payments).values({
        companyId: me.company.id,
        jobId: job.id,
        provider: 'test',
        amountMinor: 100,
        currency: 'GBP',
        statusId,
      });
    const answer = await save(me.headers, me.company.publicId, JOB_STATUS.open, job.publicId);
    expect(answer).toMatchObject({ statusId: JOB_STATUS.pendingPayment, checkoutRequired: true });
  });

  it('an open job saved as open stays open', async () => {
    const me = await member();
    const job = await createJob(t.db, { companyId: me.company.id, statusId: JOB_STATUS.open });
    const answer = await save(me.headers, me.company.publicId, JOB_STATUS.open, job.publicId);
    expect(answer).toMatchObject({ statusId: JOB_STATUS.open, checkoutRequired: false });
  });

  it('a paid monthly plan publishes up to its open-job limit, then checkout is needed', async () => {
    const me = await member();
    await t.db.insert(companyPlans).values({
      companyId: me.company.id,
      planId: 2,
      currency: 'GBP',
      paidUntil: new Date(Date.now() + 20 * DAY),
    });
    for (let i = 0; i < 4; i++)
      await createJob(t.db, { companyId: me.company.id, statusId: JOB_STATUS.open });
    const fifth = await save(me.headers, me.company.publicId, JOB_STATUS.open);
    expect(fifth).toMatchObject({ statusId: JOB_STATUS.open, checkoutRequired: false });
    const sixth = await save(me.headers, me.company.publicId, JOB_STATUS.open);
    expect(sixth).toMatchObject({ statusId: JOB_STATUS.pendingPayment, checkoutRequired: true });

    await t.db
      .update(companyPlans)
      .set({ paidUntil: new Date(Date.now() - DAY) })
      .where(eq(companyPlans.companyId, me.company.id));
    await t.db
      .update(jobs)
      .set({ statusId: JOB_STATUS.closed })
      .where(eq(jobs.companyId, me.company.id));
    const lapsed = await save(me.headers, me.company.publicId, JOB_STATUS.open);
    expect(lapsed).toMatchObject({ statusId: JOB_STATUS.pendingPayment, checkoutRequired: true });
  });

  it('staff follow the same rule', async () => {
    const me = await member();
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const byStaff = await save(staff.headers, me.company.publicId, JOB_STATUS.open);
    expect(byStaff).toMatchObject({ statusId: JOB_STATUS.pendingPayment, checkoutRequired: true });
  });
});
