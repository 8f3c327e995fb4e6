import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { candidateStatuses, referralStatusHistory, referrals } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { cancelReward, currentReward } from '../../platform/money/rewards.ts';
import { notify, notifyStatusChange } from '../../platform/notifications.ts';
import { lockApplication, statusById } from './lock.ts';
import { HIRE_CODE, pointsFor } from './move-application.ts';
import { applicationById } from './queries.ts';

/** The reward of the hire is earned: the guarantee period is over and the company has paid. */
export const guaranteeEnded = () =>
  new AppError(
    409,
    'guarantee_ended',
    'The guarantee period of this hire has ended and its reward is earned: the hire can no longer be reversed',
  );

/**
 * Staff undo a confirmed hire inside its guarantee period: the pending reward is cancelled and its
 * hire invoice credited (a credit note), the application goes back to the stage it had before the
 * hire, with history and audit rows. An earned reward is never taken back (409 guarantee_ended):
 * the recruiter may already have been paid it.
 */
export async function reverseHire(
  db: Database,
  auth: AuthContext,
  applicationPublicId: string,
  note: string,
  request?: FastifyRequest,
) {
  return db.transaction(async (tx) => {
    // Staff only (the route): a hire confirmed before its person objected can still be reversed.
    const { referral, job, candidate } = await lockApplication(tx, auth, applicationPublicId, {
      objectedToo: true,
    });
    if (referral.hiredAt === null) throw conflict('This application is not hired');
    const reward = await currentReward(tx, referral.id);
    if (reward?.status === 'earned') throw guaranteeEnded();
    const [hireStep] = await tx
      .select({ fromStatusId: referralStatusHistory.fromStatusId })
      .from(referralStatusHistory)
      .innerJoin(candidateStatuses, eq(candidateStatuses.id, referralStatusHistory.toStatusId))
      .where(
        and(
          eq(referralStatusHistory.referralId, referral.id),
          eq(candidateStatuses.code, HIRE_CODE),
        ),
      )
      .orderBy(desc(referralStatusHistory.changedAt), desc(referralStatusHistory.id))
      .limit(1);
    const back = await statusById(tx, hireStep?.fromStatusId ?? referral.statusId);
    const now = new Date();
    let reversal = { points: 0, amountMinor: 0, currency: job.rewardCurrency };
    if (reward) {
      const cancelled = await cancelReward(tx, reward.id, 'reversed', now);
      if (!cancelled) throw conflict('This hire has already been reversed');
      reversal = {
        points: -(await pointsFor(tx, reward.amountMinor, reward.currency)),
        amountMinor: -reward.amountMinor,
        currency: reward.currency,
      };
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'application.hire_reversed',
          entity: 'reward',
          entityId: reward.publicId,
          data: {
            referral: referral.publicId,
            creditNote: cancelled.creditNote?.number ?? null,
            ...reversal,
          },
        },
        request,
      );
    }
    await tx
      .update(referrals)
      .set({ statusId: back.id, hiredAt: null, updatedAt: now })
      .where(eq(referrals.id, referral.id));
    await tx.insert(referralStatusHistory).values({
      referralId: referral.id,
      fromStatusId: referral.statusId,
      toStatusId: back.id,
      note: `Hire reversed: ${note}`,
      changedByUserId: auth.userId,
      changedAt: now,
    });
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'application.move',
        entity: 'referral',
        entityId: referral.publicId,
        data: { from: referral.statusId, to: back.id, reversal: true },
      },
      request,
    );
    const candidateName = `${candidate.firstname} ${candidate.lastname}`;
    await notify(tx, referral.referrerUserId, {
      kind: 'reward',
      type: 'reminder',
      event: 'hireReversed',
      params: { candidate: candidateName, job: job.title, reference: job.referenceCode, note },
      link: '/chrs/user-point-history',
      senderUserId: auth.userId,
    });
    await notifyStatusChange(tx, {
      referral,
      job,
      candidate,
      status: back,
      senderUserId: auth.userId,
      referrerTold: true,
    });
    return { application: await applicationById(tx, referral.id), reversal };
  });
}
