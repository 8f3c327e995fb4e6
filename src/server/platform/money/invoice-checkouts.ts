import { and, eq } from 'drizzle-orm';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import type { Queryable } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { audit } from '../audit.ts';

/**
 * An invoice that stopped waiting for money (paid by a transfer staff entered, credited): its
 * open checkouts end with it, so the company cannot pay it a second time through one of them.
 * Money that still arrives through such a session is held for a refund (confirmPayment).
 */
export async function endInvoiceCheckouts(tx: Queryable, invoiceId: number, at: Date) {
  const ended = await tx
    .update(payments)
    .set({ statusId: PAYMENT_STATUS.failed, failedAt: at })
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(payments.kind, 'invoice'),
        eq(payments.statusId, PAYMENT_STATUS.pending),
      ),
    )
    .returning({ publicId: payments.publicId });
  for (const payment of ended)
    await audit(tx, {
      actorUserId: null,
      action: 'payment.failed',
      entity: 'payment',
      entityId: payment.publicId,
      data: { via: 'invoice', reason: 'invoice_settled' },
    });
}
