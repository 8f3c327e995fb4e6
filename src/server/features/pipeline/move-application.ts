import { eq } from 'drizzle-orm';
import {
  PIPELINE_MESSAGES,
  type MoveApplicationInput,
  type MoveApplicationResponse,
} from '#shared/schemas/pipeline.ts';
import { formatAppDate } from '#shared/format/app-date.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { formatMoney } from '#shared/format/money.ts';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { currencies, referralStatusHistory, referrals } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { currentReward, holdReward } from '../../platform/money/rewards.ts';
import { notify, notifyStatusChange } from '../../platform/notifications.ts';
import { nextHireCycle } from './hire-rewards.ts';
import { uniqueViolation } from '../../db/database-errors.ts';
import { candidateCv, lockApplication, statusById } from './lock.ts';
import { applicationById } from './queries.ts';

export const HIRE_CODE = 'hire';

/** Whole points for an amount in minor units: 1 point per major unit of the currency. */
export async function pointsFor(db: Queryable, amountMinor: number, currency: string) {
  const [row] = await db
    .select({ minorUnit: currencies.minorUnit })
    .from(currencies)
    .where(eq(currencies.code, currency));
  return Math.floor(amountMinor / 10 ** (row?.minorUnit ?? 2));
}

/**
 * Moves an application to another candidate status, in one transaction with its history row and
 * audit row. Moving to hire needs `confirmHire`; the confirmation holds the job's reward in the
 * same transaction: owed by the company (an unpaid hire invoice) and pending for the referrer
 * until the guarantee period ends (docs/decisions/10-rewards.md). The application row is locked,
 * so two confirmations queue and the second one finds the hire done (409); the rewards' unique
 * (referral, hire cycle) index backs it up. After staff reverse a hire, the application may be
 * hired again: a new cycle, a new reward.
 */
export async function moveApplication(
  db: Database,
  auth: AuthContext,
  applicationPublicId: string,
  input: MoveApplicationInput,
  request?: FastifyRequest,
): Promise<MoveApplicationResponse> {
  try {
    return await db.transaction(async (tx) => {
      const application = await lockApplication(tx, auth, applicationPublicId);
      const { referral, job, candidate } = application;
      const target = await statusById(tx, input.statusId);
      const isHire = target.code === HIRE_CODE;
      if (referral.hiredAt !== null) {
        throw conflict(
          isHire
            ? 'This hire has already been confirmed'
            : 'A confirmed hire can only be reversed by staff',
        );
      }
      if (target.id === referral.statusId)
        throw badRequest(PIPELINE_MESSAGES.status, [
          { path: 'statusId', message: 'The application is already in this status' },
        ]);
      if (target.requiresCv === 1 && !input.cvFileId)
        throw badRequest(PIPELINE_MESSAGES.cv, [
          { path: 'cvFileId', message: PIPELINE_MESSAGES.cv },
        ]);
      const cv = input.cvFileId
        ? await candidateCv(tx, application, candidate.id, input.cvFileId)
        : null;
      if (isHire && input.confirmHire !== true)
        throw badRequest('Please confirm the hire', [
          { path: 'confirmHire', message: 'confirm_hire_required' },
        ]);

      const now = new Date();
      await tx
        .update(referrals)
        .set({
          statusId: target.id,
          updatedAt: now,
          ...(cv ? { cvFileId: cv.id } : {}),
          ...(isHire ? { hiredAt: now } : {}),
        })
        .where(eq(referrals.id, referral.id));
      await tx.insert(referralStatusHistory).values({
        referralId: referral.id,
        fromStatusId: referral.statusId,
        toStatusId: target.id,
        note: input.note,
        cvFileId: cv?.id ?? null,
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
          data: { from: referral.statusId, to: target.id, cvFileId: cv?.publicId ?? null },
        },
        request,
      );

      await notifyStatusChange(tx, {
        referral,
        job,
        candidate,
        status: target,
        senderUserId: auth.userId,
        // A hire tells the referrer once, below, with the reward.
        referrerTold: isHire,
      });

      let reward: MoveApplicationResponse['reward'] = null;
      if (isHire) {
        // A reversed hire may be confirmed again; a reward that stands may not be held twice.
        if (await currentReward(tx, referral.id))
          throw conflict('The reward of this application was already credited once');
        const candidateName = `${candidate.firstname} ${candidate.lastname}`;
        // The reward is a referral's: a person who applied themself was referred by nobody, and
        // the company owes no referral fee for them.
        if (job.rewardMinor > 0 && referral.kind === 'referral') {
          const held = await holdReward(tx, {
            referralId: referral.id,
            hireCycle: await nextHireCycle(tx, referral.id),
            recruiterUserId: referral.referrerUserId,
            job,
            at: now,
          });
          reward = {
            points: await pointsFor(tx, held.amountMinor, held.currency),
            amountMinor: held.amountMinor,
            currency: held.currency,
            guaranteeEndsAt: held.guaranteeEndsAt.toISOString(),
          };
          await audit(
            tx,
            {
              actorUserId: auth.userId,
              action: 'application.hire',
              entity: 'reward',
              entityId: held.publicId,
              data: { referral: referral.publicId, job: job.publicId, ...reward },
            },
            request,
          );
          await publishEvent(tx, { userId: referral.referrerUserId, type: 'points' });
        }
        const pending = reward;
        await notify(tx, referral.referrerUserId, {
          kind: 'reward',
          ...(pending
            ? {
                event: 'hireConfirmedReward' as const,
                params: {
                  candidate: candidateName,
                  job: job.title,
                  reference: job.referenceCode,
                  amount: (language: string) =>
                    formatMoney(pending.amountMinor, pending.currency, language),
                  date: (language: Language) => formatAppDate(pending.guaranteeEndsAt, language),
                },
              }
            : {
                event: 'hireConfirmed' as const,
                params: { candidate: candidateName, job: job.title, reference: job.referenceCode },
              }),
          link: '/chrs/user-point-history',
          senderUserId: auth.userId,
        });
      }
      return { application: await applicationById(tx, referral.id), reward };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (uniqueViolation(error) === 'rewards_hire_once_uq')
      throw conflict('This hire has already been confirmed');
    throw error;
  }
}
