import { and, eq, isNotNull } from 'drizzle-orm';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { stripeClient } from '../../infra/payments/stripe-client.ts';
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

/**
 * After the commit that ended them, an invoice's Stripe sessions are expired at Stripe too, so the
 * company's open tab can no longer take the card (best effort: an already expired one is refused
 * and ignored). The test checkout reads our rows, which already say the session has ended.
 */
export async function expireEndedCheckouts(
  config: Pick<Config, 'stripe'>,
  db: Queryable,
  invoiceId: number | null | undefined,
) {
  const stripe = invoiceId ? stripeClient(config.stripe) : null;
  if (!stripe || !invoiceId) return;
  const ended = await db
    .select({ sessionId: payments.providerSessionId })
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(payments.kind, 'invoice'),
        eq(payments.provider, 'stripe'),
        eq(payments.statusId, PAYMENT_STATUS.failed),
        isNotNull(payments.providerSessionId),
      ),
    );
  for (const { sessionId } of ended)
    if (sessionId) await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
}
