import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatMoney } from '#shared/format/money.ts';
import type { RewardActionResponse } from '#shared/schemas/blocked-amounts.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { jobs, rewards } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { cancelReward, lockHireInvoice, releaseDueRewards } from '../../platform/money/rewards.ts';
import { notify } from '../../platform/notifications.ts';

type Reward = typeof rewards.$inferSelect;

const toResponse = (reward: Reward, creditNoteNumber: string | null = null) =>
  ({
    id: reward.publicId,
    status: reward.status,
    guaranteeEndsAt: reward.guaranteeEndsAt.toISOString(),
    earnedAt: reward.earnedAt?.toISOString() ?? null,
    creditNoteNumber,
  }) satisfies RewardActionResponse;

/** The reward locked for this transaction, which must still be pending. */
async function lockPendingReward(tx: Queryable, publicId: string): Promise<Reward> {
  const [found] = await tx
    .select({ id: rewards.id })
    .from(rewards)
    .where(eq(rewards.publicId, publicId));
  // Its hire invoice first, as every path that settles or credits the invoice does.
  if (found) await lockHireInvoice(tx, found.id);
  const [reward] = await tx
    .select()
    .from(rewards)
    .where(eq(rewards.publicId, publicId))
    .for('update');
  if (!reward) throw notFound('Reward not found');
  if (reward.status === 'earned')
    throw new AppError(
      409,
      'guarantee_ended',
      'The guarantee period of this hire has ended and its reward is earned',
    );
  if (reward.status !== 'pending') throw conflict('This reward was already cancelled');
  return reward;
}

/**
 * Staff end a pending reward's guarantee period now (the hire is safe, or a test passes the period
 * without waiting): the reward is earned at once when the company has paid, else when it pays.
 */
export async function endGuaranteeNow(
  db: Database,
  auth: AuthContext,
  publicId: string,
  request: FastifyRequest,
) {
  return db.transaction(async (tx) => {
    const reward = await lockPendingReward(tx, publicId);
    const now = new Date();
    const endsAt = reward.guaranteeEndsAt < now ? reward.guaranteeEndsAt : now;
    await tx.update(rewards).set({ guaranteeEndsAt: endsAt }).where(eq(rewards.id, reward.id));
    await releaseDueRewards(tx, now);
    const [after] = await tx.select().from(rewards).where(eq(rewards.id, reward.id));
    if (!after) throw new Error('reward vanished');
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'reward.guarantee_ended',
        entity: 'reward',
        entityId: reward.publicId,
        data: { was: reward.guaranteeEndsAt.toISOString(), status: after.status },
      },
      request,
    );
    return toResponse(after);
  });
}

/**
 * The hire left inside the guarantee period: the pending reward is cancelled and the company's
 * hire invoice credited; the recruiter is told why.
 */
export async function failGuarantee(
  db: Database,
  auth: AuthContext,
  publicId: string,
  note: string,
  request: FastifyRequest,
) {
  return db.transaction(async (tx) => {
    const reward = await lockPendingReward(tx, publicId);
    const cancelled = await cancelReward(tx, reward.id, 'guarantee_failed');
    if (!cancelled) throw conflict('This reward was already cancelled');
    const [job] = await tx
      .select({ title: jobs.title, referenceCode: jobs.referenceCode })
      .from(jobs)
      .where(eq(jobs.id, reward.jobId));
    await notify(tx, reward.recruiterUserId, {
      kind: 'reward',
      event: 'rewardCancelled',
      params: {
        amount: (language) => formatMoney(reward.amountMinor, reward.currency, language),
        job: job?.title ?? '',
        reference: job?.referenceCode ?? '',
        note,
      },
      type: 'reminder',
      link: '/chrs/user-point-history',
      senderUserId: auth.userId,
    });
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'reward.guarantee_failed',
        entity: 'reward',
        entityId: reward.publicId,
        data: { note, creditNote: cancelled.creditNote?.number ?? null },
      },
      request,
    );
    return toResponse(cancelled.reward, cancelled.creditNote?.number ?? null);
  });
}
