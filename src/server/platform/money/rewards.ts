import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { jobs } from '../../db/schema/index.ts';
import { moneySettings, rewards } from '../../db/schema/index.ts';
import { publishEvent } from '../events/event-hub.ts';
import { createNotification } from '../notifications.ts';
import { creditInvoice, issueInvoice } from './invoices.ts';
import { appendLedger } from './ledger.ts';

const DAY_MS = 86_400_000;

export async function guaranteeDays(db: Queryable): Promise<number> {
  const [settings] = await db.select().from(moneySettings).where(eq(moneySettings.id, 1));
  return settings?.guaranteeDays ?? 90;
}

export type HeldReward = typeof rewards.$inferSelect;

/**
 * A confirmed hire: the reward becomes owed by the company (an unpaid hire invoice) and pending
 * for the referrer until the guarantee period ends. Unique per referral and hire cycle.
 */
export async function holdReward(
  tx: Queryable,
  input: {
    referralId: number;
    hireCycle: number;
    recruiterUserId: number;
    job: Pick<typeof jobs.$inferSelect, 'id' | 'companyId' | 'rewardMinor' | 'rewardCurrency'>;
    at?: Date;
  },
): Promise<HeldReward> {
  const at = input.at ?? new Date();
  const days = await guaranteeDays(tx);
  const invoice = await issueInvoice(tx, {
    kind: 'hire',
    companyId: input.job.companyId,
    jobId: input.job.id,
    referralId: input.referralId,
    netMinor: input.job.rewardMinor,
    currency: input.job.rewardCurrency,
    paid: false,
    at,
  });
  const [reward] = await tx
    .insert(rewards)
    .values({
      referralId: input.referralId,
      hireCycle: input.hireCycle,
      recruiterUserId: input.recruiterUserId,
      companyId: input.job.companyId,
      jobId: input.job.id,
      amountMinor: input.job.rewardMinor,
      currency: input.job.rewardCurrency,
      status: 'pending',
      hiredAt: at,
      guaranteeEndsAt: new Date(at.getTime() + days * DAY_MS),
      hireInvoiceId: invoice.id,
    })
    .returning();
  if (!reward) throw new Error('reward not inserted');
  return reward;
}

/** The referral's newest reward that is not cancelled (the current hire's). */
export async function currentReward(db: Queryable, referralId: number) {
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.referralId, referralId), sql`${rewards.status} <> 'cancelled'`))
    .orderBy(desc(rewards.hireCycle))
    .limit(1);
  return reward ?? null;
}

/**
 * Cancels a pending reward (a reversal or a guarantee failure inside the period) and credits its
 * hire invoice. An earned reward is not cancelled: the caller refuses (returns null).
 */
export async function cancelReward(
  tx: Queryable,
  rewardId: number,
  reason: 'reversed' | 'guarantee_failed',
  at: Date = new Date(),
) {
  const [cancelled] = await tx
    .update(rewards)
    .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason })
    .where(and(eq(rewards.id, rewardId), eq(rewards.status, 'pending')))
    .returning();
  if (!cancelled) return null;
  const creditNote = cancelled.hireInvoiceId
    ? await creditInvoice(tx, cancelled.hireInvoiceId, at)
    : null;
  await publishEvent(tx, { userId: cancelled.recruiterUserId, type: 'points' });
  return { reward: cancelled, creditNote };
}

/**
 * Rewards whose guarantee has ended and whose hire invoice is paid become earned on the later of
 * the two days: a ledger credit dated that day, so they are payable at once. Runs on a timer, on
 * payment of a hire invoice, and when staff end a guarantee early.
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
    .for('update', { skipLocked: true });
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
    await createNotification(tx, {
      userId: reward.recruiterUserId,
      type: 'reminder',
      title: 'A reward is payable',
      details:
        'The guarantee period of a hire has ended and the company has paid: your reward is payable.',
      link: '/chrs/user-point-history',
    });
  }
  return due.length;
}
