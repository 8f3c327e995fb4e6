import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeClient } from './stripe-client.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createNoProvider } from './no-provider.ts';
import { createTestProvider } from './test-provider.ts';

export type ProviderPaths = {
  successPath: string;
  failedPath: string;
  testCheckoutPath: (sessionId: string) => string;
};

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout where it is allowed
 * (the demo install, or TEST_CHECKOUT on), otherwise none: checkout then says payments are not
 * set up, and a company cannot open a job or settle an invoice with a test card.
 */
export function paymentProvider(
  config: Pick<Config, 'stripe' | 'publicUrl' | 'testCheckout'>,
  db: Queryable,
  paths: ProviderPaths,
): PaymentProvider {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const stripe = stripeClient(config.stripe);
  if (stripe)
    return createStripeProvider({
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      publicUrl,
      successPath: paths.successPath,
      failedPath: paths.failedPath,
    });
  if (!config.testCheckout) return createNoProvider();
  return createTestProvider({ db, checkoutPath: paths.testCheckoutPath });
}
