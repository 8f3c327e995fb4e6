import { eq } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { referralStatusHistory, referrals } from '#server/db/schema/candidates.ts';
import { rewards } from '#server/db/schema/money.ts';
import { markInvoicePaid } from '#server/platform/money/invoices.ts';
import { cancelReward, holdReward, releaseDueRewards } from '#server/platform/money/rewards.ts';
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
  /** When the hire was confirmed (status hire only). */
  hiredAt: Date | null;
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

/** Referrals and applications with their full status history (rewards: `seedDemoRewards`). */
export async function seedDemoReferrals(
  context: DemoContext,
  jobs: readonly DemoJob[],
  candidates: readonly DemoCandidateRow[],
  random: Random,
): Promise<DemoReferral[]> {
  const { tx, now } = context;
  const used = new Set<string>();
  const result: DemoReferral[] = [];
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
    const hiredAt = status === 'hire' ? last : null;
    result.push({ id: referral.id, job, candidate, referrerId, status, hiredAt });
  }
  return result;
}

/** Currencies the demo's payout screens pay (a SEPA or a UK bank file). */
const PAYOUT_CURRENCIES = new Set(['EUR', 'GBP']);

/** What happens to a demo hire's reward after it is held. */
type RewardPlan = 'earned' | 'owed' | 'inGuarantee' | 'failed';
const MINE: RewardPlan[] = ['owed', 'inGuarantee'];
const OTHERS: RewardPlan[] = ['earned', 'inGuarantee', 'failed', 'owed'];

/**
 * recruiter@demo.local's first hire in a payout currency is earned (a payable balance for the
 * payout screens), their other hires wait; the other recruiters' hires go through every state.
 */
function rewardPlans(hires: readonly DemoReferral[], demoRecruiter: number | undefined) {
  const mine = hires.filter((hire) => hire.referrerId === demoRecruiter);
  const earnedOfMine = mine.find((hire) => PAYOUT_CURRENCIES.has(hire.job.rewardCurrency));
  let minePlans = 0;
  let otherPlans = 0;
  return hires.map((hire): RewardPlan => {
    if (hire.referrerId !== demoRecruiter) return OTHERS[otherPlans++ % OTHERS.length] ?? 'owed';
    return hire === earnedOfMine ? 'earned' : (MINE[minePlans++ % MINE.length] ?? 'owed');
  });
}

/**
 * The hires' rewards, through the same core a confirmed hire uses: each holds a pending reward and
 * an unpaid hire invoice. Then, by plan: the company pays (in guarantee); staff end the guarantee
 * early and the company pays (earned: a ledger credit dated the later of the two); the hire leaves
 * inside the period (cancelled, the invoice credited); or nothing yet (owed). Run after the billing
 * details, so the first company's invoices carry its VAT details.
 */
export async function seedDemoRewards(
  context: DemoContext,
  accounts: DemoAccounts,
  referrals: readonly DemoReferral[],
) {
  const { tx, now } = context;
  const hires = referrals.filter((referral) => referral.hiredAt && referral.job.rewardMinor > 0);
  const plans = rewardPlans(hires, accounts.recruiters[0]?.id);
  const counts: Record<RewardPlan, number> = { earned: 0, owed: 0, inGuarantee: 0, failed: 0 };
  for (const [index, hire] of hires.entries()) {
    const hiredAt = hire.hiredAt ?? now;
    const plan = plans[index] ?? 'owed';
    const held = await holdReward(tx, {
      referralId: hire.id,
      hireCycle: 1,
      recruiterUserId: hire.referrerId,
      job: { ...hire.job, companyId: hire.job.company.id },
      at: hiredAt,
    });
    const later = (days: number, cap: number) =>
      new Date(Math.min(hiredAt.getTime() + days * DAY, now.getTime() - cap * HOUR));
    counts[plan] += 1;
    if (plan === 'failed') await cancelReward(tx, held.id, 'guarantee_failed', later(5, 3));
    if (plan === 'earned')
      await tx
        .update(rewards)
        .set({ guaranteeEndsAt: later(7, 2) })
        .where(eq(rewards.id, held.id));
    if ((plan === 'earned' || plan === 'inGuarantee') && held.hireInvoiceId)
      await markInvoicePaid(tx, held.hireInvoiceId, later(10, 1));
  }
  await releaseDueRewards(tx, now);
  return counts;
}
