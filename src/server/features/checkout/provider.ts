import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import { paymentProvider } from '../../infra/payments/payment-provider.ts';
import type { CheckoutSessionState, PaymentProvider } from '../../infra/payments/provider.ts';
import { stripeClient } from '../../infra/payments/stripe-client.ts';

/** The payment provider, and the way back from a provider's payment to its checkout session. */
export type CheckoutProvider = PaymentProvider & {
  /**
   * The checkout session that created a provider payment (a Stripe PaymentIntent), as the
   * provider sees it now; null when no session of this account did. A refund can arrive before
   * the session's own event: the session names the payment it belongs to.
   */
  sessionOfProviderPayment(providerPaymentId: string): Promise<CheckoutSessionState | null>;
};

/** The app's provider, returning buyers to the spec's paymentSuccess and paymentFailed pages. */
export function checkoutProvider(ctx: Pick<AppContext, 'config' | 'db'>): CheckoutProvider {
  const provider = paymentProvider(ctx.config, ctx.db, {
    successPath: pathFor('paymentSuccess'),
    failedPath: pathFor('paymentFailed'),
    testCheckoutPath: (sessionId) => pathFor('testCheckout', { sessionId }),
  });
  const stripe = provider.name === 'stripe' ? stripeClient(ctx.config.stripe) : null;
  return {
    ...provider,
    async sessionOfProviderPayment(providerPaymentId) {
      // The test checkout has no charges, so no refund ever asks.
      if (!stripe) return null;
      const found = await stripe.checkout.sessions.list({
        payment_intent: providerPaymentId,
        limit: 1,
      });
      const session = found.data[0];
      return session ? provider.retrieveSession(session.id) : null;
    },
  };
}

/** Where a buyer lands after the test checkout, with the session id as Stripe would add it. */
export function resultPath(outcome: 'paid' | 'declined', sessionId: string): string {
  const page = outcome === 'paid' ? pathFor('paymentSuccess') : pathFor('paymentFailed');
  return `${page}?session_id=${encodeURIComponent(sessionId)}`;
}
