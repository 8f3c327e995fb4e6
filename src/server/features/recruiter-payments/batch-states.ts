import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatMoney } from '#shared/format/money.ts';
import { pathFor } from '#shared/routes.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { payoutBatches, payouts } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { notify } from '../../platform/notifications.ts';

async function mustExist(db: Queryable, id: number) {
  const [batch] = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, id));
  if (!batch) throw notFound();
}

/**
 * created → sent: staff uploaded the file to the bank. Its payouts go with it; a batch is sent
 * once (409 afterwards, with the reason the client translates).
 */
export async function markBatchSent(
  db: Database,
  id: number,
  actorUserId: number,
  request: FastifyRequest,
) {
  await db.transaction(async (tx) => {
    const at = new Date();
    const [sent] = await tx
      .update(payoutBatches)
      .set({ status: 'sent', sentAt: at })
      .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'created')))
      .returning({ id: payoutBatches.id });
    if (!sent) {
      await mustExist(tx, id);
      throw conflict('Only a batch that is not sent yet can be marked sent', {
        reason: 'batch_not_created',
      });
    }
    await tx
      .update(payouts)
      .set({ status: 'sent', sentAt: at })
      .where(and(eq(payouts.batchId, id), eq(payouts.status, 'created')));
    await audit(
      tx,
      { actorUserId, action: 'payout_batch.sent', entity: 'payout_batch', entityId: id },
      request,
    );
  });
}

/**
 * sent → paid with the bank's reference: every payout of the batch not returned is paid. A
 * payout returned later is a state of its own (returned), never a silent retry.
 */
export async function markBatchPaid(
  db: Database,
  id: number,
  bankReference: string,
  actorUserId: number,
  request: FastifyRequest,
) {
  await db.transaction(async (tx) => {
    const at = new Date();
    const [paid] = await tx
      .update(payoutBatches)
      .set({ status: 'paid', paidAt: at, bankReference })
      .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'sent')))
      .returning({ id: payoutBatches.id });
    if (!paid) {
      await mustExist(tx, id);
      throw conflict('Only a sent batch can be marked paid', { reason: 'batch_not_sent' });
    }
    const paidPayouts = await tx
      .update(payouts)
      .set({ status: 'paid', paidAt: at, bankReference })
      .where(and(eq(payouts.batchId, id), eq(payouts.status, 'sent')))
      .returning();
    for (const payout of paidPayouts) {
      await notify(tx, payout.recruiterUserId, {
        kind: 'payout',
        event: 'payoutPaid',
        params: {
          amount: (language) => formatMoney(payout.netMinor, payout.currency, language),
          statement: payout.statementNumber,
          reference: bankReference,
        },
        link: pathFor('recruiterBillingHistory'),
        senderUserId: actorUserId,
      });
    }
    await audit(
      tx,
      {
        actorUserId,
        action: 'payout_batch.paid',
        entity: 'payout_batch',
        entityId: id,
        data: { bankReference },
      },
      request,
    );
  });
}
