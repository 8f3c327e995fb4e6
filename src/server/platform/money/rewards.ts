import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { jobs } from '../../db/schema/index.ts';
import { invoices, moneySettings, rewards } from '../../db/schema/index.ts';
import { publishEvent } from '../events/event-hub.ts';
import { creditInvoice, issueInvoice } from './invoices.ts';

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
 * A reward's hire invoice, locked before the reward: confirming a payment of that invoice locks
 * the invoice, then its payment, then the reward, and crediting it must not take them the other
 * way round (the two would deadlock).
 */
export async function lockHireInvoice(tx: Queryable, rewardId: number) {
  const [reward] = await tx
    .select({ invoiceId: rewards.hireInvoiceId })
    .from(rewards)
    .where(eq(rewards.id, rewardId));
  if (reward?.invoiceId)
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.id, reward.invoiceId))
      .for('update');
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
  await lockHireInvoice(tx, rewardId);
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

// Re-exported: callers find the life cycle in one place; invoices.ts imports the release directly.
export { releaseDueRewards } from './reward-release.ts';
