import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { BillingPlanOverview } from '#shared/schemas/billing-plan.ts';
import { auditLog, billingPlans, companyPlans } from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { MONTHLY_5, PER_JOB, memberWithCompany, outsiders } from './billing-plan-test-setup.ts';

useTestApp();

const DAY = 86_400_000;

const get = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/billing-plan${query}`, headers });
const put = (headers: Record<string, string>, payload: unknown, query = '') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/billing-plan${query}`,
    headers,
    payload: payload as object,
  });

const planRow = async (companyId: number) =>
  (await t.db.select().from(companyPlans).where(eq(companyPlans.companyId, companyId)))[0];

describe('GET /api/billing-plan', () => {
  it('shows a member their plan, the plans in their currency and the open jobs', async () => {
    const member = await memberWithCompany(t, { defaultCurrency: 'GBP' });
    await createJob(t.db, { companyId: member.company.id });
    await createJob(t.db, { companyId: member.company.id, statusId: JOB_STATUS.draft });
    const response = await get(member.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<BillingPlanOverview>();
    expect(body).toMatchObject({
      company: { id: member.company.publicId, name: member.company.name },
      currency: 'GBP',
      current: {
        planId: PER_JOB,
        kind: 'per_job',
        feeMinor: 7900,
        currency: 'GBP',
        paidUntil: null,
      },
      openJobs: 1,
      openJobLimit: null,
    });
    expect(body.plans.map((plan) => [plan.code, plan.feeMinor, plan.currency])).toEqual([
      ['pay_per_job', 7900, 'GBP'],
      ['monthly_5', 23900, 'GBP'],
    ]);
    expect(body.current).toMatchObject({ paidUp: false, coversPublishing: false });
  });

  it('shows a paid monthly plan with its paid-until date and the jobs left under its limit', async () => {
    const member = await memberWithCompany(t, { defaultCurrency: 'EUR' });
    const paidUntil = new Date(Date.now() + 20 * DAY);
    await t.db
      .insert(companyPlans)
      .values({ companyId: member.company.id, planId: MONTHLY_5, currency: 'EUR', paidUntil });
    for (let i = 0; i < 3; i += 1) await createJob(t.db, { companyId: member.company.id });
    const body = (await get(member.headers)).json<BillingPlanOverview>();
    expect(body.current).toEqual({
      planId: MONTHLY_5,
      kind: 'monthly',
      feeMinor: 27900,
      currency: 'EUR',
      paidUntil: paidUntil.toISOString(),
      paidUp: true,
      coversPublishing: true,
    });
    expect(body).toMatchObject({ openJobs: 3, openJobLimit: 5 });
  });

  it('answers a member who names their own company, and 404 for another company', async () => {
    const member = await memberWithCompany(t);
    const other = await memberWithCompany(t);
    expect((await get(member.headers, `?companyId=${member.company.publicId}`)).statusCode).toBe(
      200,
    );
    const refused = await get(member.headers, `?companyId=${other.company.publicId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(other.company.name);
  });

  it('lets staff read any company, which they must name', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const member = await memberWithCompany(t, { defaultCurrency: 'TRY' });
    const read = await get(staff.headers, `?companyId=${member.company.publicId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<BillingPlanOverview>()).toMatchObject({
      company: { name: member.company.name },
      current: { feeMinor: 349900, currency: 'TRY' },
    });
    const unnamed = await get(staff.headers);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().details).toEqual([
      { path: 'querystring.companyId', message: 'billingPlan.errors.companyRequired' },
    ]);
    expect((await get(staff.headers, `?companyId=${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('refuses anonymous callers (401), candidates and recruiters (403), members without a company (404)', async () => {
    const statuses = [];
    for (const [who, headers] of await outsiders(t))
      statuses.push([who, (await get(headers)).statusCode]);
    expect(statuses).toEqual([
      ['anonymous', 401],
      ['candidate', 403],
      ['recruiter', 403],
    ]);
    const lonely = await t.loginAs({ roleId: ROLE.company });
    expect((await get(lonely.headers)).statusCode).toBe(404);
  });

  it('answers 400, never 500, to a hostile company id', async () => {
    const member = await memberWithCompany(t);
    for (const companyId of ['abc', 'a%00b', '2147483648', 'G'.repeat(32), '%00'.repeat(32)])
      expect((await get(member.headers, `?companyId=${companyId}`)).statusCode, companyId).toBe(
        400,
      );
  });
});

describe('PUT /api/billing-plan', () => {
  it('sends a member to checkout for a monthly plan without changing the plan yet', async () => {
    const member = await memberWithCompany(t);
    const response = await put(member.headers, { planId: MONTHLY_5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ checkoutRequired: true, planId: MONTHLY_5 });
    expect(await planRow(member.company.id)).toBeUndefined();
  });

  it('switches to pay per job at once, giving up a running monthly plan', async () => {
    const member = await memberWithCompany(t, { defaultCurrency: 'EUR' });
    await t.db.insert(companyPlans).values({
      companyId: member.company.id,
      planId: MONTHLY_5,
      currency: 'EUR',
      paidUntil: new Date(Date.now() + 10 * DAY),
    });
    const response = await put(member.headers, { planId: PER_JOB });
    expect(response.json()).toEqual({ checkoutRequired: false, planId: PER_JOB });
    expect(await planRow(member.company.id)).toMatchObject({
      planId: PER_JOB,
      currency: 'EUR',
      paidUntil: null,
    });
    const overview = (await get(member.headers)).json<BillingPlanOverview>();
    expect(overview.current).toMatchObject({ planId: PER_JOB, feeMinor: 8900, currency: 'EUR' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'company_plan'), eq(auditLog.entityId, String(member.company.id))),
      );
    expect(entry).toMatchObject({ action: 'choose_plan', actorUserId: member.user.id });
  });

  it('refuses an inactive or unknown plan with a translated message', async () => {
    const member = await memberWithCompany(t);
    const [retired] = await t.db
      .insert(billingPlans)
      .values({
        code: 'retired_plan',
        kind: 'per_job',
        nameEn: 'Old',
        nameTr: 'Eski',
        active: false,
        sortOrder: 90,
      })
      .returning();
    for (const planId of [retired!.id, 2_147_483_647]) {
      const response = await put(member.headers, { planId });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'body.planId', message: 'billingPlan.errors.planUnavailable' },
      ]);
    }
    expect(await planRow(member.company.id)).toBeUndefined();
  });

  it('answers 400 to bad and hostile bodies', async () => {
    const member = await memberWithCompany(t);
    const bodies = [
      {},
      { planId: '1' },
      { planId: 1.5 },
      { planId: 0 },
      { planId: -1 },
      { planId: 2_147_483_648 },
      { planId: 9_007_199_254_740_991 },
      { planId: null },
      { planId: 'a\u0000b' },
      [1],
    ];
    for (const body of bodies)
      expect((await put(member.headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/billing-plan',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"planId":1e309}',
    });
    expect(huge.statusCode).toBe(400);
  });

  it('never changes another company: its id answers 404', async () => {
    const member = await memberWithCompany(t);
    const other = await memberWithCompany(t);
    const response = await put(
      member.headers,
      { planId: PER_JOB },
      `?companyId=${other.company.publicId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(await planRow(other.company.id)).toBeUndefined();
  });

  it('refuses anonymous callers, candidates and recruiters', async () => {
    const statuses = [];
    for (const [who, headers] of await outsiders(t))
      statuses.push([who, (await put(headers, { planId: PER_JOB })).statusCode]);
    expect(statuses).toEqual([
      ['anonymous', 401],
      ['candidate', 403],
      ['recruiter', 403],
    ]);
  });

  it('lets staff move a company to pay per job, but not buy its monthly plan', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const company = await createCompany(t.db, { defaultCurrency: 'CAD' });
    const query = `?companyId=${company.publicId}`;
    const monthly = await put(staff.headers, { planId: MONTHLY_5 }, query);
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().details).toEqual([
      { path: 'body.planId', message: 'billingPlan.errors.memberPays' },
    ]);
    const perJob = await put(staff.headers, { planId: PER_JOB }, query);
    expect(perJob.json()).toEqual({ checkoutRequired: false, planId: PER_JOB });
    expect(await planRow(company.id)).toMatchObject({ planId: PER_JOB, currency: 'CAD' });
  });
});
