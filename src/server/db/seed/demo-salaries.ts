import type { CurrencyCode } from '#shared/constants/domain.ts';
import { CURRENCIES, SALARY_TYPE, type SalaryTypeId } from './data/lookups.ts';
import { PER_DOLLAR, type DemoLocation } from './data/demo-locations.ts';
import type { JobRole } from './data/job-roles.ts';
import type { Random } from './random.ts';

export type Salary = {
  salaryTypeId: SalaryTypeId | null;
  salaryCurrency: CurrencyCode | null;
  salaryMinMinor: number | null;
  salaryMaxMinor: number | null;
};

const WORKING_DAYS = 220;
const WORKING_HOURS = 1_880;

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function minorFactor(currency: CurrencyCode): number {
  return 10 ** (CURRENCIES.find((row) => row.code === currency)?.minorUnit ?? 2);
}

/** The pay unit a job would be advertised in, given its type and country. */
function salaryType(jobTypeCode: string, location: DemoLocation, random: Random): SalaryTypeId {
  if (jobTypeCode === 'contract')
    return location.iso2 === 'US' || location.iso2 === 'CA'
      ? SALARY_TYPE.hourly
      : SALARY_TYPE.daily;
  if (jobTypeCode === 'partime' || jobTypeCode === 'temporary') return SALARY_TYPE.hourly;
  if (jobTypeCode === 'internship' || location.monthly) return SALARY_TYPE.monthly;
  return random.chance(0.08) ? SALARY_TYPE.monthly : SALARY_TYPE.yearly;
}

/**
 * A believable pay range in minor units: the role's US pay, scaled to the country and converted
 * to the currency, per year, month, day or hour. Some jobs show only a minimum, only a maximum,
 * or no pay at all, as real listings do.
 */
export function demoSalary(
  role: JobRole,
  location: DemoLocation,
  jobTypeCode: string,
  random: Random,
): Salary {
  const currency = location.currency;
  const yearly =
    role.baseUsd * location.payFactor * PER_DOLLAR[currency] * (0.9 + random.next() * 0.2);
  const type = salaryType(jobTypeCode, location, random);
  const [amount, step] =
    type === SALARY_TYPE.hourly
      ? [
          (yearly / WORKING_HOURS) * (jobTypeCode === 'contract' ? 1.4 : 1),
          currency === 'INR' ? 50 : currency === 'TRY' ? 10 : 1,
        ]
      : type === SALARY_TYPE.daily
        ? [(yearly / WORKING_DAYS) * 1.4, currency === 'TRY' ? 100 : 10]
        : type === SALARY_TYPE.monthly
          ? [yearly / 12, currency === 'TRY' || currency === 'INR' ? 1_000 : 100]
          : [yearly, currency === 'INR' ? 50_000 : 1_000];
  const factor = minorFactor(currency);
  const min = roundTo(amount * 0.88, step) * factor;
  const max = roundTo(amount * 1.12, step) * factor;
  const shape = random.pickWeighted([
    ['both', 62],
    ['min', 12],
    ['max', 8],
    ['none', 18],
  ] as const);
  if (shape === 'none')
    return { salaryTypeId: null, salaryCurrency: null, salaryMinMinor: null, salaryMaxMinor: null };
  return {
    salaryTypeId: type,
    salaryCurrency: currency,
    salaryMinMinor: shape === 'both' || shape === 'min' ? min : null,
    salaryMaxMinor: shape === 'both' || shape === 'max' ? max : null,
  };
}

const REWARD_CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'];

/** The referral reward: 500 to 5,000 units, more for senior roles, in a currency people expect. */
export function demoReward(role: JobRole, location: DemoLocation, random: Random) {
  const base = role.internship
    ? [500, 750]
    : role.senior
      ? [2_500, 3_000, 4_000, 5_000]
      : [750, 1_000, 1_500, 2_000, 2_500];
  const currency = REWARD_CURRENCIES.includes(location.currency) ? location.currency : 'USD';
  return { rewardMinor: random.pick(base) * 100, rewardCurrency: currency };
}
