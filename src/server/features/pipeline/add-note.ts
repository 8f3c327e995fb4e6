import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { referralStatusHistory, referrals } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { lockApplication } from './lock.ts';
import { applicationById } from './queries.ts';

/** A note is a history row that keeps the status (from = to), so the timeline shows it in place. */
export async function addNote(
  db: Database,
  auth: AuthContext,
  applicationPublicId: string,
  note: string,
  request?: FastifyRequest,
) {
  return db.transaction(async (tx) => {
    const { referral } = await lockApplication(tx, auth, applicationPublicId);
    const now = new Date();
    await tx.insert(referralStatusHistory).values({
      referralId: referral.id,
      fromStatusId: referral.statusId,
      toStatusId: referral.statusId,
      note,
      changedByUserId: auth.userId,
      changedAt: now,
    });
    await tx.update(referrals).set({ updatedAt: now }).where(eq(referrals.id, referral.id));
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'application.note',
        entity: 'referral',
        entityId: referral.publicId,
      },
      request,
    );
    return { application: await applicationById(tx, referral.id) };
  });
}
