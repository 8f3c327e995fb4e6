import type { Fixture, RouteCase } from './no-500-cases-common.ts';
import { backOfficeCases } from './no-500-cases-back-office.ts';
import { publicAndAccountCases } from './no-500-cases-public.ts';

export type { Caller, Fixture, RouteCase } from './no-500-cases-common.ts';

/** Every route family whose request schemas live in src/shared/schemas. */
export function routeCases(f: Fixture): RouteCase[] {
  return [...publicAndAccountCases(f), ...backOfficeCases(f)];
}
