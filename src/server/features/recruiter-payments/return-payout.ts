import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatMoney } from '#shared/format/money.ts';
import { pathFor } from '#shared/routes.ts';
import type { Database } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { appendLedger, lockLedger } from '../../platform/money/ledger.ts';
import { notify } from '../../platform/notifications.ts';

/**
 * A sent or paid payout the bank returned (closed account, wrong IBAN): it becomes returned, the
 * gross goes back to the recruiter's balance (a `payout_return` credit, once per payout by the
 * ledger's unique index), and the recruiter is asked to correct the billing info. The recruiter
 * stays out of new batches until that info is saved again; nothing is re-sent by itself.
 */
export async function returnPayout(
  db: Database,
  id: number,
  reason: string,
  actorUserId: number,
  request: FastifyRequest,
) {
  await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id));
    if (!payout) throw notFound();
    await lockLedger(tx, payout.recruiterUserId);
    const at = new Date();
    const [returned] = await tx
      .update(payouts)
      .set({ status: 'returned', returnedAt: at, returnReason: reason })
      .where(and(eq(payouts.id, id), inArray(payouts.status, ['sent', 'paid'])))
      .returning();
    if (!returned)
      throw conflict('Only a sent or paid payout can be returned, and only once', {
        reason: 'payout_not_returnable',
      });
    await appendLedger(tx, {
      userId: returned.recruiterUserId,
      kind: 'payout_return',
      amountMinor: returned.grossMinor,
      currency: returned.currency,
      payoutId: returned.id,
      note: `${returned.statementNumber}: ${reason}`,
      createdByUserId: actorUserId,
      createdAt: at,
    });
    await notify(tx, returned.recruiterUserId, {
      kind: 'payout',
      type: 'reminder',
      event: 'payoutReturned',
      params: {
        amount: (language) => formatMoney(returned.netMinor, returned.currency, language),
        statement: returned.statementNumber,
        reason,
      },
      link: pathFor('personalBillingInfo'),
      senderUserId: actorUserId,
    });
    await publishEvent(tx, { userId: returned.recruiterUserId, type: 'points' });
    await audit(
      tx,
      {
        actorUserId,
        action: 'payout.returned',
        entity: 'payout',
        entityId: returned.id,
        data: { reason, grossMinor: returned.grossMinor, currency: returned.currency },
      },
      request,
    );
  });
}
