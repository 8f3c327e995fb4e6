import { ID, LIST_QUERY, type Fixture, type RouteCase } from './no-500-cases-common.ts';

const plan = {
  code: 'fuzz_plan',
  kind: 'monthly',
  nameEn: 'Fuzz',
  nameTr: 'Fuzz',
  openJobLimit: 3,
  active: true,
  sortOrder: 9,
  prices: [{ currency: 'USD', feeMinor: 1000 }],
};

/** The billing plan page (a company's plan) and the plans staff define. */
export function billingPlanCases(f: Fixture): RouteCase[] {
  return [
    {
      family: 'billing-plan',
      caller: 'company',
      method: 'GET',
      path: '/api/billing-plan',
      query: ['companyId'],
    },
    {
      family: 'billing-plan',
      caller: 'admin',
      method: 'GET',
      path: '/api/billing-plan',
      query: ['companyId'],
      baseQuery: { companyId: f.companyId },
    },
    {
      family: 'billing-plan',
      caller: 'company',
      method: 'PUT',
      path: '/api/billing-plan',
      query: ['companyId'],
      body: { planId: 1 },
    },
    {
      family: 'billing-plan',
      caller: 'admin',
      method: 'GET',
      path: '/api/billing-plan/plans',
      query: [...LIST_QUERY, 'kind', 'active'],
    },
    {
      family: 'billing-plan',
      caller: 'admin',
      method: 'GET',
      path: '/api/billing-plan/plans/export',
      query: ['sort', 'order', 'q', 'kind', 'active'],
    },
    {
      family: 'billing-plan',
      caller: 'admin',
      method: 'POST',
      path: '/api/billing-plan/plans',
      body: plan,
    },
    {
      family: 'billing-plan',
      caller: 'admin',
      method: 'PUT',
      path: '/api/billing-plan/plans/:id',
      params: { id: ID },
      body: { ...plan, code: 'pay_per_job', kind: 'per_job', openJobLimit: null },
    },
  ];
}
