import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { PendingReward, RewardSummaryResponse, RewardTotals } from '#shared/schemas/points.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidateStatuses,
  candidates,
  jobs,
  pointsBalances,
  pointsLedger,
  referrals,
  rewards,
} from '../../db/schema/index.ts';

/** Statuses after which a referral no longer promises a reward: hired (held) or rejected. */
const CLOSED_STATUS_CODES = ['hire', 'accepted', 'rejected'];

type Sums = Map<string, number>;

const sumsOf = (rows: { currency: string; amount: string | number | null }[]): Sums =>
  new Map(rows.map((row) => [row.currency, Number(row.amount ?? 0)]));

/** Referrals in progress on open jobs: the rewards the recruiter may still earn. */
async function potentialSums(db: Queryable, userId: number): Promise<Sums> {
  const rows = await db
    .select({ currency: jobs.rewardCurrency, amount: sql<string>`sum(${jobs.rewardMinor})` })
    .from(referrals)
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(candidateStatuses, eq(candidateStatuses.id, referrals.statusId))
    .where(
      and(
        eq(referrals.referrerUserId, userId),
        isNull(referrals.hiredAt),
        eq(jobs.statusId, JOB_STATUS.open),
        notInArray(candidateStatuses.code, CLOSED_STATUS_CODES),
      ),
    )
    .groupBy(jobs.rewardCurrency);
  return sumsOf(rows);
}

/**
 * Per currency: the payable balance (kept by the ledger's trigger, `points_balances`) and what
 * payouts took less what came back (the user's payout rows only, from their own index).
 */
async function ledgerSums(db: Queryable, userId: number) {
  const paid = db
    .select({ value: sql<string>`-coalesce(sum(${pointsLedger.amountMinor}), 0)` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, pointsBalances.userId),
        eq(pointsLedger.currency, pointsBalances.currency),
        inArray(pointsLedger.kind, ['payout', 'payout_return']),
      ),
    );
  const rows = await db
    .select({
      currency: pointsBalances.currency,
      balance: pointsBalances.balanceMinor,
      paid: sql<string>`(${paid})`,
    })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId));
  return {
    earned: sumsOf(rows.map((row) => ({ currency: row.currency, amount: row.balance }))),
    paid: sumsOf(rows.map((row) => ({ currency: row.currency, amount: row.paid }))),
  };
}

async function pendingRewards(db: Queryable, userId: number): Promise<PendingReward[]> {
  const rows = await db
    .select({
      id: rewards.publicId,
      jobTitle: jobs.title,
      firstname: candidates.firstname,
      lastname: candidates.lastname,
      amountMinor: rewards.amountMinor,
      currency: rewards.currency,
      hiredAt: rewards.hiredAt,
      guaranteeEndsAt: rewards.guaranteeEndsAt,
      companyPaidAt: rewards.companyPaidAt,
    })
    .from(rewards)
    .innerJoin(jobs, eq(jobs.id, rewards.jobId))
    .innerJoin(referrals, eq(referrals.id, rewards.referralId))
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(and(eq(rewards.recruiterUserId, userId), eq(rewards.status, 'pending')))
    .orderBy(asc(rewards.guaranteeEndsAt), asc(rewards.id))
    // A recruiter has a handful of hires in their guarantee period; the cap keeps it bounded.
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    jobTitle: row.jobTitle,
    candidateName: `${row.firstname} ${row.lastname}`.trim(),
    amountMinor: row.amountMinor,
    currency: row.currency,
    hiredAt: row.hiredAt.toISOString(),
    guaranteeEndsAt: row.guaranteeEndsAt.toISOString(),
    companyPaid: row.companyPaidAt !== null,
  }));
}

/**
 * The recruiter's rewards per currency (potential, pending, earned, paid) and each pending reward
 * with the date it becomes payable. Nothing here adds two currencies.
 */
export async function rewardSummary(db: Queryable, userId: number): Promise<RewardSummaryResponse> {
  const [potential, ledger, pending, pendingSums] = await Promise.all([
    potentialSums(db, userId),
    ledgerSums(db, userId),
    pendingRewards(db, userId),
    db
      .select({ currency: rewards.currency, amount: sql<string>`sum(${rewards.amountMinor})` })
      .from(rewards)
      .where(and(eq(rewards.recruiterUserId, userId), eq(rewards.status, 'pending')))
      .groupBy(rewards.currency)
      .then(sumsOf),
  ]);
  const currencies = new Set([
    ...potential.keys(),
    ...pendingSums.keys(),
    ...ledger.earned.keys(),
    ...ledger.paid.keys(),
  ]);
  const totals: RewardTotals[] = [...currencies]
    .sort()
    .map((currency) => ({
      currency,
      potentialMinor: potential.get(currency) ?? 0,
      pendingMinor: pendingSums.get(currency) ?? 0,
      earnedMinor: ledger.earned.get(currency) ?? 0,
      paidMinor: ledger.paid.get(currency) ?? 0,
    }))
    .filter((row) => row.potentialMinor || row.pendingMinor || row.earnedMinor || row.paidMinor);
  return { totals, pending };
}
