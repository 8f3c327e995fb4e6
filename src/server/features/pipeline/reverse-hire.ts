import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  candidateStatuses,
  pointsLedger,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { createNotification } from '../../platform/notifications.ts';
import { openReward } from './hire-rewards.ts';
import { uniqueViolation } from '../../db/database-errors.ts';
import { lockApplication, statusById } from './lock.ts';
import { HIRE_CODE } from './move-application.ts';
import { applicationById } from './queries.ts';

/**
 * Staff undo a confirmed hire: a `reversal` ledger row pointing at the reward (never an edit of
 * it), the application back to the stage it had before the hire, history and audit rows.
 */
export async function reverseHire(
  db: Database,
  auth: AuthContext,
  applicationPublicId: string,
  note: string,
  request?: FastifyRequest,
) {
  try {
    return await db.transaction(async (tx) => {
      const { referral, job } = await lockApplication(tx, auth, applicationPublicId);
      if (referral.hiredAt === null) throw conflict('This application is not hired');
      const reward = await openReward(tx, referral.id);
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
        const [entry] = await tx
          .insert(pointsLedger)
          .values({
            userId: reward.userId,
            kind: 'reversal',
            points: -reward.points,
            amountMinor: -reward.amountMinor,
            currency: reward.currency,
            referralId: referral.id,
            reversesEntryId: reward.id,
            note,
            createdByUserId: auth.userId,
            createdAt: now,
          })
          .returning();
        reversal = {
          points: -reward.points,
          amountMinor: -reward.amountMinor,
          currency: reward.currency,
        };
        await publishEvent(tx, { userId: reward.userId, type: 'points' });
        await audit(
          tx,
          {
            actorUserId: auth.userId,
            action: 'application.hire_reversed',
            entity: 'points_ledger',
            entityId: entry?.id ?? null,
            data: { referral: referral.publicId, reverses: reward.id, ...reversal },
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
      await createNotification(tx, {
        userId: referral.referrerUserId,
        type: 'reminder',
        title: 'A hire was reversed',
        details: `The hire for ${job.title} (${job.referenceCode}) was reversed: ${note}`,
        link: '/chrs/user-point-history',
        senderUserId: auth.userId,
      });
      return { application: await applicationById(tx, referral.id), reversal };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (uniqueViolation(error) === 'points_ledger_reversal_once_uq')
      throw conflict('This hire has already been reversed');
    throw error;
  }
}
