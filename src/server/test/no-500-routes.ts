import type { Fixture, RouteCase } from './no-500-cases-common.ts';
import { backOfficeCases } from './no-500-cases-back-office.ts';
import { billingPlanCases } from './no-500-cases-billing-plan.ts';
import { blockedAmountsCases } from './no-500-cases-blocked-amounts.ts';
import { checkoutCases } from './no-500-cases-checkout.ts';
import { consentCases } from './no-500-cases-consents.ts';
import { funnelCases } from './no-500-cases-funnel.ts';
import { moneyHistoryCases } from './no-500-cases-money-history.ts';
import { payoutCases } from './no-500-cases-payouts.ts';
import { privacyCases } from './no-500-cases-privacy.ts';
import { publicAndAccountCases } from './no-500-cases-public.ts';

export type { Caller, Fixture, RouteCase } from './no-500-cases-common.ts';

/** Every route family whose request schemas live in src/shared/schemas. */
export function routeCases(f: Fixture): RouteCase[] {
  return [
    ...publicAndAccountCases(f),
    // Before the back office: changing the candidate's role there ends their session.
    ...funnelCases(f),
    ...consentCases(),
    ...backOfficeCases(f),
    ...billingPlanCases(f),
    ...checkoutCases(f),
    ...moneyHistoryCases(),
    ...blockedAmountsCases(),
    ...payoutCases(f),
    ...privacyCases(),
  ];
}
