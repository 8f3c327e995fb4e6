import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rewards } from '../../db/schema/index.ts';
import { publishEvent } from '../events/event-hub.ts';
import { notify } from '../notifications/notify.ts';
import { appendLedger, lockLedgers } from './ledger.ts';

/**
 * Rewards whose guarantee has ended and whose hire invoice is paid become earned on the later of
 * the two days: a ledger credit dated that day, so they are payable at once. Runs on a timer, on
 * payment of a hire invoice, and when staff end a guarantee early.
 *
 * Every ledger write takes the recruiter's ledger lock first, in user-id order, as a payout batch
 * does (`lockLedgers`); the credits then follow in the same order. Each credit's trigger locks the
 * recruiter's `points_balances` row until commit, so crediting in any other order, or without the
 * ledger locks, forms a cycle with a batch paying two of the same recruiters (40P01).
 */
export async function releaseDueRewards(tx: Queryable, now: Date = new Date()): Promise<number> {
  const due = await tx
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.status, 'pending'),
        lte(rewards.guaranteeEndsAt, now),
        isNotNull(rewards.companyPaidAt),
        lte(rewards.companyPaidAt, now),
      ),
    )
    .orderBy(asc(rewards.recruiterUserId), asc(rewards.id))
    .for('update', { skipLocked: true });
  if (!due.length) return 0;
  await lockLedgers(tx, [...new Set(due.map((reward) => reward.recruiterUserId))]);
  for (const reward of due) {
    const paidAt = reward.companyPaidAt ?? now;
    const earnedAt = new Date(Math.max(reward.guaranteeEndsAt.getTime(), paidAt.getTime()));
    await tx.update(rewards).set({ status: 'earned', earnedAt }).where(eq(rewards.id, reward.id));
    await appendLedger(tx, {
      userId: reward.recruiterUserId,
      kind: 'reward',
      amountMinor: reward.amountMinor,
      currency: reward.currency,
      referralId: reward.referralId,
      hireCycle: reward.hireCycle,
      rewardId: reward.id,
      createdAt: earnedAt,
    });
    await publishEvent(tx, { userId: reward.recruiterUserId, type: 'points' });
    await notify(tx, reward.recruiterUserId, {
      kind: 'reward',
      event: 'rewardPayable',
      params: {},
      type: 'reminder',
      link: '/chrs/user-point-history',
    });
  }
  return due.length;
}
