import { JOB_STATUS } from '#shared/constants/domain.ts';
import { referralStatusHistory, referrals } from '#server/db/schema/candidates.ts';
import { pointsLedger } from '#server/db/schema/points.ts';
import {
  REFERRAL_PLANS,
  STATUS_NOTES,
  type ReferralPlan,
  type StatusName,
} from './data/demo-referrals.ts';
import { CANDIDATE_STATUS } from './data/lookups.ts';
import type { Random } from './random.ts';
import type { DemoCandidateRow } from './seed-demo-candidates.ts';
import type { DemoJob } from './seed-demo-jobs.ts';
import type { DemoAccounts, DemoContext } from './seed-demo-users.ts';

const PIPELINE: StatusName[] = [
  'screening',
  'preSubmissionInterviews',
  'submission',
  'companyInterviews',
  'offer',
  'hire',
];
/** Stages a recruiter moves a referral through before the company takes over. */
const RECRUITER_STAGES = new Set<StatusName>([
  'screening',
  'preSubmissionInterviews',
  'submission',
]);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type DemoReferral = {
  id: number;
  job: DemoJob;
  candidate: DemoCandidateRow;
  referrerId: number;
  status: StatusName;
};

function statusPath(plan: ReferralPlan, application: boolean, random: Random): StatusName[] {
  const path =
    plan.status === 'rejected'
      ? [...PIPELINE.slice(0, random.int(1, 4)), 'rejected' as const]
      : PIPELINE.slice(0, PIPELINE.indexOf(plan.status) + 1);
  // Candidates applying themselves skip the recruiter's own interview and submission stages.
  return application
    ? path.filter((status) => status === 'screening' || !RECRUITER_STAGES.has(status))
    : path;
}

/** An open job for the plan: at the planned company if possible, fitting the person, old enough for the history. */
function pickJob(
  jobs: readonly DemoJob[],
  plan: ReferralPlan,
  candidate: DemoCandidateRow,
  used: Set<string>,
  minAgeDays: number,
  now: Date,
  random: Random,
) {
  const open = jobs.filter(
    (job) => job.statusId === JOB_STATUS.open && !used.has(`${job.id}/${candidate.id}`),
  );
  const oldEnough = (job: DemoJob) => now.getTime() - job.createdAt.getTime() >= minAgeDays * DAY;
  const fitsTitle = (job: DemoJob) => candidate.titles.includes(job.title);
  const fitsFamily = (job: DemoJob) => job.role.family === candidate.family;
  const tiers = [
    (job: DemoJob) => fitsTitle(job) && oldEnough(job),
    (job: DemoJob) => fitsFamily(job) && oldEnough(job),
    fitsTitle,
    fitsFamily,
    oldEnough,
    () => true,
  ];
  const pools =
    plan.company === null
      ? [open]
      : [open.filter((job) => job.company.index === plan.company), open];
  for (const pool of pools) {
    for (const tier of tiers) {
      const choice = pool.filter(tier);
      if (choice.length > 0) return random.pick(choice);
    }
  }
  throw new Error('No open demo job to refer to');
}

/** Referrals and applications with their full status history, and rewards for the hires. */
export async function seedDemoReferrals(
  context: DemoContext,
  accounts: DemoAccounts,
  jobs: readonly DemoJob[],
  candidates: readonly DemoCandidateRow[],
  random: Random,
): Promise<DemoReferral[]> {
  const { tx, now } = context;
  const used = new Set<string>();
  const result: DemoReferral[] = [];
  const rewards: (typeof pointsLedger.$inferInsert)[] = [];
  for (const plan of REFERRAL_PLANS) {
    const candidate = plan.candidate === -1 ? candidates.at(-1) : candidates[plan.candidate];
    if (!candidate) throw new Error(`No demo candidate ${plan.candidate}`);
    const application = candidate.userId !== null;
    const path = statusPath(plan, application, random);
    const job = pickJob(jobs, plan, candidate, used, path.length * 2, now, random);
    used.add(`${job.id}/${candidate.id}`);
    const referrerId = candidate.ownerUserId;
    const companyUserId = job.responsibleIds[0] ?? referrerId;

    const start = Math.max(job.createdAt.getTime() + HOUR, now.getTime() - 35 * DAY);
    const span = now.getTime() - 2 * HOUR - start;
    const times = path.map(
      (_, step) => new Date(start + (span * (step + random.next() * 0.5)) / path.length),
    );
    const last = times.at(-1) ?? now;
    const status = path.at(-1) ?? 'screening';

    const [referral] = await tx
      .insert(referrals)
      .values({
        kind: application ? 'application' : 'referral',
        jobId: job.id,
        candidateId: candidate.id,
        referrerUserId: referrerId,
        statusId: CANDIDATE_STATUS[status],
        cvFileId: candidate.cvFileId,
        additionalInfo: application
          ? null
          : 'Available with one month’s notice; open to hybrid work.',
        term1Accepted: true,
        term2Accepted: true,
        personEmail: candidate.email.toLowerCase(),
        personLinkedin: candidate.linkedin.toLowerCase().replace(/\/+$/, ''),
        hiredAt: status === 'hire' ? last : null,
        createdAt: times[0] ?? now,
        updatedAt: last,
      })
      .returning({ id: referrals.id });
    if (!referral) throw new Error('Demo referral was not inserted');

    await tx.insert(referralStatusHistory).values(
      path.map((step, index) => ({
        referralId: referral.id,
        fromStatusId: index === 0 ? null : CANDIDATE_STATUS[path[index - 1] ?? 'screening'],
        toStatusId: CANDIDATE_STATUS[step],
        note: index === 0 && application ? 'Application received.' : STATUS_NOTES[step],
        cvFileId: step === 'submission' || step === 'offer' ? candidate.cvFileId : null,
        changedByUserId: RECRUITER_STAGES.has(step) ? referrerId : companyUserId,
        changedAt: times[index] ?? now,
      })),
    );
    if (status === 'hire') {
      rewards.push({
        userId: referrerId,
        kind: 'reward',
        points: job.rewardMinor / 100,
        amountMinor: job.rewardMinor,
        currency: job.rewardCurrency,
        referralId: referral.id,
        note: `Reward for the hire of ${candidate.name} as ${job.title}`,
        createdByUserId: companyUserId,
        createdAt: last,
      });
    }
    result.push({ id: referral.id, job, candidate, referrerId, status });
  }
  await seedPoints(context, accounts, rewards);
  return result;
}

/** Rewards for the hires, and one payout already made to recruiter@demo.local. */
async function seedPoints(
  context: DemoContext,
  accounts: DemoAccounts,
  rewards: (typeof pointsLedger.$inferInsert)[],
) {
  if (rewards.length === 0) return;
  const inserted = await context.tx.insert(pointsLedger).values(rewards).returning();
  const paid = inserted.find((entry) => entry.userId === accounts.recruiters[0]?.id);
  if (!paid) return;
  await context.tx.insert(pointsLedger).values({
    userId: paid.userId,
    kind: 'payout',
    points: -paid.points,
    amountMinor: -paid.amountMinor,
    currency: paid.currency,
    note: 'Paid out by bank transfer',
    createdByUserId: accounts.admin.id,
    createdAt: new Date(Math.min(context.now.getTime() - HOUR, paid.createdAt.getTime() + 3 * DAY)),
  });
}
