import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import { paymentProvider } from '../../infra/payments/payment-provider.ts';
import type { PaymentProvider } from '../../infra/payments/provider.ts';

/** The app's provider, returning buyers to the spec's paymentSuccess and paymentFailed pages. */
export function checkoutProvider(ctx: Pick<AppContext, 'config' | 'db'>): PaymentProvider {
  return paymentProvider(ctx.config, ctx.db, {
    successPath: pathFor('paymentSuccess'),
    failedPath: pathFor('paymentFailed'),
    testCheckoutPath: (sessionId) => pathFor('testCheckout', { sessionId }),
  });
}

/** Where a buyer lands after the test checkout, with the session id as Stripe would add it. */
export function resultPath(outcome: 'paid' | 'declined', sessionId: string): string {
  const page = outcome === 'paid' ? pathFor('paymentSuccess') : pathFor('paymentFailed');
  return `${page}?session_id=${encodeURIComponent(sessionId)}`;
}
