import crypto from 'node:crypto';
import type { Config } from '../../config.ts';

export type PaymentCustomer = { name: string; email: string; companyPublicId?: string };

/**
 * Creates the payment provider's customer for a company. Without STRIPE_SECRET_KEY the built-in
 * test checkout is used and the customer is a test-mode id (`cus_test_…`) that nothing else needs.
 */
export async function createPaymentCustomer(
  config: Pick<Config, 'stripe'>,
  customer: PaymentCustomer,
): Promise<string> {
  const key = config.stripe.secretKey;
  if (!key) return `cus_test_${crypto.randomBytes(12).toString('hex')}`;
  const body = new URLSearchParams({ name: customer.name, email: customer.email });
  if (customer.companyPublicId) body.set('metadata[company_id]', customer.companyPublicId);
  const response = await fetch('https://api.stripe.com/v1/customers', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': crypto.randomUUID(),
    },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json().catch(() => ({}))) as {
    id?: string;
    error?: { message?: string };
  };
  if (!response.ok || typeof json.id !== 'string') {
    throw new Error(`Payment customer not created: ${json.error?.message ?? response.status}`);
  }
  return json.id;
}
