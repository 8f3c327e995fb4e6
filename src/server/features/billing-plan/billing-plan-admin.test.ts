import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { AdminPlan, BillingPlanOverview, PlansPage } from '#shared/schemas/billing-plan.ts';
import { companyPlans } from '#server/db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import {
  MONTHLY_5,
  PER_JOB,
  memberWithCompany,
  outsiders,
  validPlan,
  type Headers,
} from './billing-plan-test-setup.ts';

useTestApp();

const BASE = '/api/billing-plan/plans';
let staff: Headers;
beforeAll(async () => {
  staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
});

const create = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: BASE, headers, payload: payload as object });
const update = (headers: Headers, id: number | string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, headers, payload: payload as object });
const detailsOf = (response: { json: () => { details?: { message: string }[] } }) =>
  (response.json().details ?? []).map((detail) => detail.message);

async function seededPlan(id: number) {
  const page = (await t.app.inject({ url: `${BASE}?size=100`, headers: staff })).json<PlansPage>();
  const plan = page.items.find((item) => item.id === id);
  if (!plan) throw new Error(`plan ${id} not listed`);
  return plan;
}

const asInput = (plan: AdminPlan) => ({
  code: plan.code,
  kind: plan.kind,
  nameEn: plan.nameEn,
  nameTr: plan.nameTr,
  openJobLimit: plan.openJobLimit,
  active: plan.active,
  sortOrder: plan.sortOrder,
  prices: plan.prices,
});

describe('the plans staff define', () => {
  it('are hidden (404) from everyone else, company members too, whatever they send', async () => {
    const member = await memberWithCompany(t);
    const callers: [string, Headers][] = [...(await outsiders(t)), ['company', member.headers]];
    for (const [who, headers] of callers) {
      const answers = [
        await t.app.inject({ url: BASE, headers }),
        await t.app.inject({ url: `${BASE}/export`, headers }),
        await t.app.inject({ url: `${BASE}?size=abc&sort=evil`, headers }),
        await create(headers, validPlan()),
        await create(headers, { code: 'a\u0000b' }),
        await update(headers, PER_JOB, asInput(await seededPlan(PER_JOB))),
      ];
      expect({ who, statuses: answers.map((answer) => answer.statusCode) }).toEqual({
        who,
        statuses: [404, 404, 404, 404, 404, 404],
      });
    }
  });

  it('are listed with prices, filtered, searched and exported', async () => {
    const list = (await t.app.inject({ url: BASE, headers: staff })).json<PlansPage>();
    expect(list.items.slice(0, 2).map((plan) => plan.code)).toEqual(['pay_per_job', 'monthly_5']);
    expect(list.items[1]).toMatchObject({ kind: 'monthly', openJobLimit: 5, active: true });
    expect(list.items[1]?.prices).toContainEqual({ currency: 'TRY', feeMinor: 999900 });

    const monthly = (
      await t.app.inject({ url: `${BASE}?kind=monthly&q=up%20to`, headers: staff })
    ).json<PlansPage>();
    expect(monthly.items.map((plan) => plan.code)).toEqual(['monthly_5']);

    const csv = await t.app.inject({ url: `${BASE}/export?kind=per_job`, headers: staff });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('pay_per_job');
    expect(csv.body).toContain('USD 99');
    expect(csv.body).not.toContain('monthly_5');
  });

  it('are created and edited; a new price reaches the companies at once', async () => {
    const created = await create(staff, validPlan({ code: 'growth_12' }));
    expect(created.statusCode).toBe(201);
    const plan = created.json<AdminPlan>();
    expect(plan).toMatchObject({ code: 'growth_12', openJobLimit: 12, companyCount: 0 });
    expect(plan.prices).toEqual([
      { currency: 'GBP', feeMinor: 39900 },
      { currency: 'USD', feeMinor: 49900 },
    ]);

    const member = await memberWithCompany(t, { defaultCurrency: 'GBP' });
    const edited = await update(staff, plan.id, {
      ...asInput(plan),
      nameEn: 'Growth, 12 open jobs',
      prices: [
        { currency: 'USD', feeMinor: 59900 },
        { currency: 'GBP', feeMinor: 45000 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminPlan>()).toMatchObject({ nameEn: 'Growth, 12 open jobs' });
    const seen = (
      await t.app.inject({ url: '/api/billing-plan', headers: member.headers })
    ).json<BillingPlanOverview>();
    expect(seen.plans.find((offer) => offer.id === plan.id)).toMatchObject({
      feeMinor: 45000,
      currency: 'GBP',
    });

    // A plan taken off sale is no longer offered.
    await update(staff, plan.id, { ...asInput(plan), active: false });
    const after = (
      await t.app.inject({ url: '/api/billing-plan', headers: member.headers })
    ).json<BillingPlanOverview>();
    expect(after.plans.map((offer) => offer.id)).not.toContain(plan.id);
  });

  it('refuse bad input with a 400 naming the rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ prices: [{ currency: 'XXX', feeMinor: 100 }] }, 'validation.required'],
      [{ prices: [{ currency: 'USD', feeMinor: -1 }] }, 'billingPlan.validation.fee'],
      [{ prices: [{ currency: 'USD', feeMinor: 1.5 }] }, 'billingPlan.validation.fee'],
      [{ prices: [{ currency: 'USD', feeMinor: 100_000_001 }] }, 'billingPlan.validation.fee'],
      [{ prices: [{ currency: 'USD', feeMinor: '100' }] }, 'billingPlan.validation.fee'],
      [{ prices: [{ currency: 'EUR', feeMinor: 100 }] }, 'billingPlan.validation.fallbackPrice'],
      [{ prices: [] }, 'billingPlan.validation.fallbackPrice'],
      [
        {
          prices: [
            { currency: 'USD', feeMinor: 1 },
            { currency: 'USD', feeMinor: 2 },
          ],
        },
        'billingPlan.validation.duplicateCurrency',
      ],
      [{ openJobLimit: null }, 'billingPlan.validation.limitRequired'],
      [{ openJobLimit: 0 }, 'billingPlan.validation.limitRequired'],
      [{ openJobLimit: 2_147_483_648 }, 'billingPlan.validation.limitRequired'],
      [{ code: 'Has Spaces' }, 'billingPlan.validation.code'],
      [{ code: 'a\u0000b' }, 'validation.controlCharacters'],
      [{ nameEn: '' }, 'validation.required'],
      [{ nameTr: 'x'.repeat(101) }, 'validation.tooLong'],
    ];
    for (const [change, message] of cases) {
      const response = await create(staff, validPlan(change));
      expect({ change, status: response.statusCode }).toEqual({ change, status: 400 });
      expect(detailsOf(response), JSON.stringify(change)).toContain(message);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...staff, 'content-type': 'application/json' },
      payload: JSON.stringify(validPlan()).replace('49900', '1e309'),
    });
    expect(huge.statusCode).toBe(400);
    for (const id of ['2147483648', 'abc', '0', '1.5'])
      expect((await update(staff, id, validPlan())).statusCode, id).toBe(400);
    expect((await update(staff, 2_147_483_647, validPlan())).statusCode).toBe(404);
  });

  it('keep codes unique, one active pay-per-job plan, and the kind of a plan in use', async () => {
    const taken = await create(staff, validPlan({ code: 'monthly_5' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ fields: { code: 'billingPlan.errors.codeTaken' } });

    const perJob = await seededPlan(PER_JOB);
    const retire = await update(staff, PER_JOB, { ...asInput(perJob), active: false });
    expect(retire.statusCode).toBe(400);
    expect(detailsOf(retire)).toEqual(['billingPlan.errors.lastPerJobPlan']);

    const member = await memberWithCompany(t);
    await t.db
      .insert(companyPlans)
      .values({ companyId: member.company.id, planId: MONTHLY_5, currency: 'USD' });
    const monthly = await seededPlan(MONTHLY_5);
    const rekind = await update(staff, MONTHLY_5, {
      ...asInput(monthly),
      kind: 'per_job',
      openJobLimit: null,
    });
    expect(rekind.statusCode).toBe(400);
    expect(detailsOf(rekind)).toEqual(['billingPlan.errors.kindInUse']);
    expect((await seededPlan(MONTHLY_5)).companyCount).toBe(1);
  });
});
