import { ROLE } from '#shared/constants/roles.ts';
import { createCompany, type CompanyOptions } from '#server/test/factories/company.ts';
import type { TestApp } from '#server/test/app.ts';

/** The plans the migration seeds. */
export const PER_JOB = 1;
export const MONTHLY_5 = 2;

export type Headers = Record<string, string>;

/** A company member logged in, with a company of their own. */
export async function memberWithCompany(t: TestApp, company: CompanyOptions = {}) {
  const login = await t.loginAs({ roleId: ROLE.company });
  const own = await createCompany(t.db, { ownerIds: [login.user.id], ...company });
  return { ...login, company: own };
}

/** One logged-in caller of every role but staff and company member, plus anonymous. */
export async function outsiders(t: TestApp): Promise<[string, Headers][]> {
  return [
    ['anonymous', {}],
    ['candidate', (await t.loginAs({ roleId: ROLE.candidate })).headers],
    ['recruiter', (await t.loginAs({ roleId: ROLE.recruiter })).headers],
  ];
}

export const validPlan = (overrides: Record<string, unknown> = {}) => ({
  code: `growth_${Math.random().toString(36).slice(2, 8)}`,
  kind: 'monthly',
  nameEn: 'Growth',
  nameTr: 'Büyüme',
  openJobLimit: 12,
  active: true,
  sortOrder: 5,
  prices: [
    { currency: 'USD', feeMinor: 49900 },
    { currency: 'GBP', feeMinor: 39900 },
  ],
  ...overrides,
});
