import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { billingPlanPrices, billingPlans, companyPlans } from '#server/db/schema/index.ts';
import { AppError } from '#server/http/errors.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { unique } from '#server/test/factories/unique.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import {
  activatePlan,
  currentPlan,
  jobPostingFee,
  planCoversPublishing,
  planFee,
} from './plans.ts';

useTestApp();

/** The plans the migration seeds. */
const PER_JOB = 1;
const MONTHLY_5 = 2;
const DAY = 86_400_000;

async function makePlan(
  values: Partial<typeof billingPlans.$inferInsert>,
  prices: Record<string, number>,
) {
  const [plan] = await t.db
    .insert(billingPlans)
    .values({
      code: `test_${unique(6)}`.toLowerCase(),
      kind: 'monthly',
      nameEn: 'Test plan',
      nameTr: 'Deneme planı',
      openJobLimit: 2,
      // After the seeded plans: the default pay-per-job plan stays the seeded one.
      sortOrder: 50,
      ...values,
    })
    .returning();
  if (!plan) throw new Error('plan not made');
  const rows = Object.entries(prices).map(([currency, feeMinor]) => ({
    planId: plan.id,
    currency,
    feeMinor,
  }));
  if (rows.length) await t.db.insert(billingPlanPrices).values(rows);
  return plan;
}

async function companyOnPlan(planId: number, paidUntil: Date | null, currency = 'USD') {
  const company = await createCompany(t.db, { defaultCurrency: currency });
  await t.db.insert(companyPlans).values({ companyId: company.id, planId, currency, paidUntil });
  return company;
}

async function openJobs(companyId: number, howMany: number, statusId: number = JOB_STATUS.open) {
  for (let i = 0; i < howMany; i += 1) await createJob(t.db, { companyId, statusId });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.statusCode).toBe(400);
  return (appError.details as { message: string }[]).map((detail) => detail.message);
}

describe('currentPlan', () => {
  it('puts a company without a plan on pay per job in its default currency', async () => {
    const company = await createCompany(t.db, { defaultCurrency: 'EUR' });
    const current = await currentPlan(t.db, company.id);
    expect(current).toMatchObject({ currency: 'EUR', paidUntil: null, priceMinor: 8900 });
    expect(current.plan).toMatchObject({ id: PER_JOB, kind: 'per_job' });
  });

  it('falls back to USD when the plan has no price in the default currency', async () => {
    const company = await createCompany(t.db, { defaultCurrency: 'JPY' });
    expect(await currentPlan(t.db, company.id)).toMatchObject({
      currency: 'USD',
      priceMinor: 9900,
    });
  });

  it('reads a chosen monthly plan with its currency and paid-until date', async () => {
    const paidUntil = new Date('2031-05-01T12:00:00Z');
    const company = await companyOnPlan(MONTHLY_5, paidUntil, 'GBP');
    const current = await currentPlan(t.db, company.id);
    expect(current).toMatchObject({ currency: 'GBP', paidUntil, priceMinor: 23900 });
    expect(current.plan).toMatchObject({ id: MONTHLY_5, openJobLimit: 5 });
  });
});

describe('planCoversPublishing', () => {
  const now = new Date('2031-03-10T09:00:00Z');
  const paid = new Date(now.getTime() + 10 * DAY);

  it('is true on a paid monthly plan with room under its limit', async () => {
    const company = await companyOnPlan(MONTHLY_5, paid);
    await openJobs(company.id, 4);
    expect(await planCoversPublishing(t.db, company.id, now)).toBe(true);
  });

  it('is false once the limit of open jobs is reached; drafts and closed jobs do not count', async () => {
    const company = await companyOnPlan(MONTHLY_5, paid);
    await openJobs(company.id, 4);
    await openJobs(company.id, 2, JOB_STATUS.draft);
    await openJobs(company.id, 1, JOB_STATUS.closed);
    expect(await planCoversPublishing(t.db, company.id, now)).toBe(true);
    await openJobs(company.id, 1);
    expect(await planCoversPublishing(t.db, company.id, now)).toBe(false);
  });

  it('is false when the paid month has ended (or ends at this very moment)', async () => {
    const expired = await companyOnPlan(MONTHLY_5, new Date(now.getTime() - DAY));
    expect(await planCoversPublishing(t.db, expired.id, now)).toBe(false);
    const endsNow = await companyOnPlan(MONTHLY_5, now);
    expect(await planCoversPublishing(t.db, endsNow.id, now)).toBe(false);
    const neverPaid = await companyOnPlan(MONTHLY_5, null);
    expect(await planCoversPublishing(t.db, neverPaid.id, now)).toBe(false);
  });

  it('is false on pay per job, chosen or by default', async () => {
    const chosen = await companyOnPlan(PER_JOB, null);
    const fresh = await createCompany(t.db);
    expect(await planCoversPublishing(t.db, chosen.id, now)).toBe(false);
    expect(await planCoversPublishing(t.db, fresh.id, now)).toBe(false);
  });
});

describe('planFee', () => {
  it('prices a plan in the company plan currency, else its default, else USD', async () => {
    const onGbp = await companyOnPlan(PER_JOB, null, 'GBP');
    expect(await planFee(t.db, onGbp.id, MONTHLY_5)).toEqual({ feeMinor: 23900, currency: 'GBP' });
    const lira = await createCompany(t.db, { defaultCurrency: 'TRY' });
    expect(await planFee(t.db, lira.id, MONTHLY_5)).toEqual({
      feeMinor: 999900,
      currency: 'TRY',
    });
    const yen = await createCompany(t.db, { defaultCurrency: 'JPY' });
    expect(await planFee(t.db, yen.id, MONTHLY_5)).toEqual({ feeMinor: 29900, currency: 'USD' });
  });

  it('refuses an inactive plan, an unknown plan and a plan without a usable price', async () => {
    const company = await createCompany(t.db, { defaultCurrency: 'EUR' });
    const retired = await makePlan({ active: false }, { USD: 1000 });
    expect(await refusal(planFee(t.db, company.id, retired.id))).toEqual([
      'billingPlan.errors.planUnavailable',
    ]);
    expect(await refusal(planFee(t.db, company.id, 2_147_483_647))).toEqual([
      'billingPlan.errors.planUnavailable',
    ]);
    const poundsOnly = await makePlan({}, { GBP: 1000 });
    expect(await refusal(planFee(t.db, company.id, poundsOnly.id))).toEqual([
      'billingPlan.errors.noPrice',
    ]);
  });
});

describe('jobPostingFee', () => {
  it('is the pay-per-job price, also for a company on a monthly plan', async () => {
    const perJob = await createCompany(t.db, { defaultCurrency: 'CAD' });
    expect(await jobPostingFee(t.db, perJob.id)).toEqual({
      planId: PER_JOB,
      feeMinor: 12900,
      currency: 'CAD',
    });
    const monthly = await companyOnPlan(MONTHLY_5, new Date('2031-01-01T00:00:00Z'), 'EUR');
    expect(await jobPostingFee(t.db, monthly.id)).toEqual({
      planId: PER_JOB,
      feeMinor: 8900,
      currency: 'EUR',
    });
  });
});

describe('activatePlan', () => {
  const rowOf = async (companyId: number) => {
    const [row] = await t.db
      .select()
      .from(companyPlans)
      .where(eq(companyPlans.companyId, companyId));
    return row;
  };

  it('runs a monthly plan one calendar month from payment (31 January ends 28 February)', async () => {
    const company = await createCompany(t.db);
    const at = new Date('2031-01-31T10:00:00Z');
    const row = await activatePlan(t.db, company.id, MONTHLY_5, 'USD', at);
    expect(row).toMatchObject({ planId: MONTHLY_5, currency: 'USD' });
    expect(row.paidUntil?.toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect((await rowOf(company.id))?.paidUntil?.toISOString()).toBe('2031-02-28T10:00:00.000Z');
  });

  it('extends from the end of the paid month when the same plan is renewed early', async () => {
    const company = await companyOnPlan(MONTHLY_5, new Date('2031-04-20T00:00:00Z'));
    const row = await activatePlan(t.db, company.id, MONTHLY_5, 'USD', new Date('2031-04-10'));
    expect(row.paidUntil?.toISOString()).toBe('2031-05-20T00:00:00.000Z');
  });

  it('starts from the payment after the paid month ran out, or for another monthly plan', async () => {
    const at = new Date('2031-06-15T08:30:00Z');
    const lapsed = await companyOnPlan(MONTHLY_5, new Date('2031-06-01T00:00:00Z'));
    const renewed = await activatePlan(t.db, lapsed.id, MONTHLY_5, 'USD', at);
    expect(renewed.paidUntil?.toISOString()).toBe('2031-07-15T08:30:00.000Z');

    const bigger = await makePlan({ openJobLimit: 20 }, { USD: 90000 });
    const running = await companyOnPlan(MONTHLY_5, new Date('2031-06-30T00:00:00Z'));
    const switched = await activatePlan(t.db, running.id, bigger.id, 'USD', at);
    expect(switched).toMatchObject({ planId: bigger.id });
    expect(switched.paidUntil?.toISOString()).toBe('2031-07-15T08:30:00.000Z');
  });

  it('puts the company on pay per job with no paid-until date', async () => {
    const company = await companyOnPlan(MONTHLY_5, new Date('2031-09-01T00:00:00Z'), 'EUR');
    const row = await activatePlan(t.db, company.id, PER_JOB, 'EUR', new Date('2031-08-01'));
    expect(row).toMatchObject({ planId: PER_JOB, currency: 'EUR', paidUntil: null });
  });

  it('counts both of two payments that land at once', async () => {
    const company = await createCompany(t.db);
    const at = new Date('2031-10-05T00:00:00Z');
    await Promise.all(
      [1, 2].map(() =>
        t.db.transaction((tx) => activatePlan(tx, company.id, MONTHLY_5, 'USD', at)),
      ),
    );
    expect((await rowOf(company.id))?.paidUntil?.toISOString()).toBe('2031-12-05T00:00:00.000Z');
  });

  it('refuses a plan that does not exist', async () => {
    const company = await createCompany(t.db);
    expect(await refusal(activatePlan(t.db, company.id, 999_999, 'USD', new Date()))).toEqual([
      'billingPlan.errors.planUnavailable',
    ]);
  });
});
