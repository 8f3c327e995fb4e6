import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeClient } from './stripe-client.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

export type ProviderPaths = {
  successPath: string;
  failedPath: string;
  testCheckoutPath: (sessionId: string) => string;
};

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. */
export function paymentProvider(
  config: Pick<Config, 'stripe' | 'publicUrl'>,
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
  return createTestProvider({ db, checkoutPath: paths.testCheckoutPath });
}
