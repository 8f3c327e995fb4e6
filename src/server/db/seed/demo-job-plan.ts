import { JOB_STATUS, REMOTE_TYPE } from '#shared/constants/domain.ts';
import { DEMO_LOCATIONS, demoLocation, type DemoLocation } from './data/demo-locations.ts';
import type { JobRole } from './data/job-roles.ts';
import type { Random } from './random.ts';
import type { DemoCompanyRow } from './seed-demo-companies.ts';
import type { DemoUserRow } from './seed-demo-users.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** When a job was posted: a handful today, more this week, the rest over the last 60 days. */
export function postedAt(statusId: number, now: Date, random: Random): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMidnight = Math.floor((now.getTime() - midnight) / MINUTE);
  const today = () => random.int(1, Math.max(1, Math.min(360, sinceMidnight - 1))) * MINUTE;
  const days = (from: number, to: number) =>
    random.int(from, to) * DAY + random.int(0, 1_439) * MINUTE;
  let ago: number;
  if (statusId === JOB_STATUS.draft || statusId === JOB_STATUS.pendingPayment) ago = days(0, 10);
  else if (statusId === JOB_STATUS.closed || statusId === JOB_STATUS.filled) ago = days(30, 59);
  else {
    const roll = random.next();
    ago = roll < 0.06 ? today() : roll < 0.26 ? days(1, 6) : days(7, 59);
  }
  return new Date(now.getTime() - ago);
}

/** Mostly in the company's home country, otherwise in one of the demo countries. */
export function placeFor(
  company: DemoCompanyRow,
  random: Random,
): { location: DemoLocation; city: string } {
  if (random.chance(0.65)) {
    const location = demoLocation(company.data.iso2);
    const city = random.chance(0.5) ? company.data.city : random.pick(location.cities);
    return { location, city };
  }
  const location = random.pickWeighted(
    DEMO_LOCATIONS.map((place) => [place, place.weight] as const),
  );
  return { location, city: random.pick(location.cities) };
}

/** Job type, working model and recruitment type codes that suit the role. */
export function jobTerms(role: JobRole, random: Random) {
  const jobType: string = role.internship
    ? 'internship'
    : role.senior
      ? random.pickWeighted([
          ['fulltime', 9],
          ['contract', 1],
        ])
      : random.pickWeighted([
          ['fulltime', 80],
          ['contract', 9],
          ['partime', 5],
          ['temporary', 6],
        ]);
  const remoteTypeId: number = role.onsite
    ? REMOTE_TYPE.onsite
    : random.pickWeighted([
        [REMOTE_TYPE.onsite, 35],
        [REMOTE_TYPE.hybrid, 45],
        [REMOTE_TYPE.remote, 20],
      ]);
  const recruitmentType: string =
    jobType === 'contract' || jobType === 'temporary'
      ? 'contract_staffing'
      : role.senior && random.chance(0.4)
        ? 'executive_search'
        : random.pickWeighted([
            ['permanent', 85],
            ['rpo', 15],
          ]);
  return { jobType, remoteTypeId, recruitmentType };
}

/** None to eight recruiters; recruiter@demo.local (the first) takes part in about half the jobs. */
export function pickRecruiters(recruiters: readonly DemoUserRow[], random: Random): number[] {
  const count = random.pickWeighted([
    [0, 12],
    [1, 14],
    [2, 16],
    [3, 16],
    [4, 12],
    [5, 10],
    [6, 8],
    [7, 6],
    [8, 6],
  ] as const);
  const chosen = random.sample(recruiters.slice(1), count).map((user) => user.id);
  const main = recruiters[0];
  if (main && random.chance(0.45)) chosen.splice(0, chosen.length === 8 ? 1 : 0, main.id);
  return chosen;
}
