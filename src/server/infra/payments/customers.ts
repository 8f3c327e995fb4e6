import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import { stripeClient } from './stripe-client.ts';

export type PaymentCustomer = { name: string; email: string; companyPublicId?: string };

/**
 * Creates the payment provider's customer for a company (the spec's CreateCustomersCompanyId).
 * Without STRIPE_SECRET_KEY the built-in test checkout is used and the customer is a test-mode id
 * (`cus_test_…`) that nothing else needs.
 */
export async function createPaymentCustomer(
  config: Pick<Config, 'stripe'>,
  customer: PaymentCustomer,
): Promise<string> {
  const stripe = stripeClient(config.stripe);
  if (!stripe) return `cus_test_${crypto.randomBytes(12).toString('hex')}`;
  const created = await stripe.customers.create({
    name: customer.name,
    ...(customer.email ? { email: customer.email } : {}),
    ...(customer.companyPublicId ? { metadata: { company_id: customer.companyPublicId } } : {}),
  });
  return created.id;
}
