import type Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CheckoutSessionState,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.ts';

export type StripeProviderOptions = {
  stripe: Stripe;
  webhookSecret: string | undefined;
  /** The app's public address: Checkout returns the buyer to its payment result pages. */
  publicUrl: string;
  successPath: string;
  failedPath: string;
};

const STATUSES = ['open', 'complete', 'expired'] as const;
const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function sessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const paid =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return {
    id: session.id,
    paid,
    status: STATUSES.find((status) => status === session.status) ?? 'open',
    paymentPublicId: session.metadata?.payment_id ?? null,
    providerPaymentId: idOf(session.payment_intent),
    amountTotalMinor: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
  };
}

function isMissing(error: unknown) {
  return (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    (error as { statusCode?: number }).statusCode === 404
  );
}

/** Stripe Checkout in payment mode, through the official `stripe` package. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { stripe } = options;
  const back = (path: string) => `${options.publicUrl}${path}?session_id=${SESSION_PLACEHOLDER}`;
  return {
    name: 'stripe',
    async createSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          ...(input.customerId
            ? { customer: input.customerId }
            : input.customerEmail
              ? { customer_email: input.customerEmail }
              : {}),
          client_reference_id: input.paymentPublicId,
          metadata: { payment_id: input.paymentPublicId },
          payment_intent_data: { metadata: { payment_id: input.paymentPublicId } },
          line_items: input.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: line.amountMinor,
              product_data: { name: line.name },
            },
          })),
          locale: input.locale,
          success_url: back(options.successPath),
          cancel_url: back(options.failedPath),
        },
        // The payment row is created once per session: retrying the call makes no second one.
        { idempotencyKey: `checkout-${input.paymentPublicId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { id: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      try {
        return sessionState(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async expireSession(sessionId) {
      await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
    },
    async retrieveCharge(chargeId) {
      try {
        const charge = await stripe.charges.retrieve(chargeId);
        return {
          id: charge.id,
          providerPaymentId: idOf(charge.payment_intent),
          amountMinor: charge.amount,
          amountRefundedMinor: charge.amount_refunded,
          refunded: charge.refunded,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    verifyEvent(rawBody, signature): ProviderEvent {
      if (!options.webhookSecret || !signature) throw new WebhookSignatureError('unsigned');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'forged');
      }
      const object = event.data.object as { id?: unknown; object?: unknown };
      return {
        id: event.id,
        type: event.type,
        objectId: typeof object.id === 'string' ? object.id : '',
        objectType: typeof object.object === 'string' ? object.object : '',
      };
    },
  };
}
