import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import type { CheckoutSessionState, ProviderEvent } from '../../infra/payments/provider.ts';
import {
  confirmPayment,
  failPayment,
  refundPayment,
  type Payment,
  type SettledBy,
} from './confirm-payment.ts';
import type { CheckoutProvider } from './provider.ts';

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
  provider: CheckoutProvider,
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
  if (event.type === 'charge.refunded') return handleRefund(db, provider, event, at);
  await db.transaction((tx) => firstTime(tx, provider.name, event));
  return 'ignored';
}

async function paymentOfProviderPayment(tx: Queryable, providerPaymentId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  return payment ?? null;
}

/**
 * A refund made at the provider. Its charge names the provider's payment, which a payment keeps
 * from its confirmation on; a refund whose event comes before the session's (events have no
 * order) finds the session through the provider instead, confirms the payment as that session
 * is now (paid), and records the refund in the same transaction, so the late "completed" finds
 * it refunded. Recording the event as handled without its payment would lose the refund for
 * good: Stripe's retries would be answered as duplicates.
 */
async function handleRefund(
  db: Database,
  provider: CheckoutProvider,
  event: ProviderEvent,
  at: Date,
): Promise<WebhookOutcome> {
  const charge = await provider.retrieveCharge(event.objectId);
  const providerPaymentId = charge?.providerPaymentId ?? null;
  const session =
    providerPaymentId && !(await paymentOfProviderPayment(db, providerPaymentId))
      ? await provider.sessionOfProviderPayment(providerPaymentId)
      : null;
  return db.transaction(async (tx) => {
    if (!(await firstTime(tx, provider.name, event))) return 'duplicate';
    if (!charge || !providerPaymentId) return 'unknown_payment';
    let payment = await paymentOfProviderPayment(tx, providerPaymentId);
    if (!payment && session) {
      payment = await paymentOfSession(tx, session);
      // A charge is refunded only after it was paid: a session that does not say so yet is
      // read again on Stripe's retry (nothing is recorded: the transaction rolls back).
      if (payment && !session.paid)
        throw new Error(`session ${session.id} of refunded charge ${charge.id} is not paid yet`);
      if (payment) await settleSession(tx, payment, session, at, { userId: null, via: 'webhook' });
    }
    // A charge of this account that no checkout of this app made.
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
