import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import type {
  CheckoutSessionState,
  PaymentProvider,
  ProviderEvent,
} from '../../infra/payments/provider.ts';
import {
  confirmPayment,
  failPayment,
  refundPayment,
  type Payment,
  type SettledBy,
} from './confirm-payment.ts';

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'unknown_payment';

/** Records the event once; false when it was processed before (events come more than once). */
async function firstTime(tx: Queryable, provider: string, event: ProviderEvent): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

async function paymentOfSession(tx: Queryable, state: CheckoutSessionState) {
  const [bySession] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, state.id));
  if (bySession) return bySession;
  if (!state.paymentPublicId) return null;
  const [byMetadata] = await tx
    .select()
    .from(payments)
    .where(eq(payments.publicId, state.paymentPublicId));
  return byMetadata ?? null;
}

/**
 * Applies a session's current state to its payment: paid confirms it, an expired or failed
 * session fails a payment still pending. The event only says "look again": its type and the order
 * events arrive in never decide, so a late "failed" cannot un-pay a paid payment.
 */
export async function settleSession(
  tx: Queryable,
  payment: Payment,
  state: CheckoutSessionState,
  at: Date,
  by: SettledBy,
  eventType: string | null = null,
) {
  if (state.paid) return confirmPayment(tx, payment.id, at, by, state.providerPaymentId);
  if (state.status === 'expired' || eventType === 'checkout.session.async_payment_failed')
    return failPayment(tx, payment.id, at, by, eventType ?? 'expired');
  return { payment, changed: false };
}

/**
 * A verified provider event, processed once in one transaction: the event id is recorded with
 * the change it caused, so a retry after a failure processes it again and a duplicate does not.
 */
export async function handleProviderEvent(
  db: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
  at: Date = new Date(),
): Promise<WebhookOutcome> {
  if (SESSION_EVENTS.has(event.type)) {
    const state = await provider.retrieveSession(event.objectId);
    return db.transaction(async (tx) => {
      if (!(await firstTime(tx, provider.name, event))) return 'duplicate';
      const payment = state ? await paymentOfSession(tx, state) : null;
      if (!payment || !state) return 'unknown_payment';
      await settleSession(tx, payment, state, at, { userId: null, via: 'webhook' }, event.type);
      await tx
        .update(paymentEvents)
        .set({ paymentId: payment.id })
        .where(eq(paymentEvents.id, event.id));
      return 'processed';
    });
  }
  if (event.type === 'charge.refunded') {
    const charge = await provider.retrieveCharge(event.objectId);
    return db.transaction(async (tx) => {
      if (!(await firstTime(tx, provider.name, event))) return 'duplicate';
      if (!charge?.providerPaymentId) return 'unknown_payment';
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, charge.providerPaymentId));
      if (!payment) return 'unknown_payment';
      await refundPayment(tx, payment.id, at, {
        full: charge.refunded,
        amountRefundedMinor: charge.amountRefundedMinor,
      });
      await tx
        .update(paymentEvents)
        .set({ paymentId: payment.id })
        .where(eq(paymentEvents.id, event.id));
      return 'processed';
    });
  }
  await db.transaction((tx) => firstTime(tx, provider.name, event));
  return 'ignored';
}
