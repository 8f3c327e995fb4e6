import { WebhookSignatureError, type PaymentProvider } from './provider.ts';

/**
 * No way to pay: a server on its own database without STRIPE_SECRET_KEY, where the built-in test
 * checkout (which takes no money and confirms as a real payment would) is off unless
 * TEST_CHECKOUT is on.
 * Checkout says so before anything is started; nothing here is ever reached with a session.
 */
export function createNoProvider(): PaymentProvider {
  return {
    name: 'none',
    async createSession() {
      throw new Error('no payment provider is configured');
    },
    async retrieveSession() {
      return null;
    },
    async expireSession() {},
    async retrieveCharge() {
      return null;
    },
    verifyEvent() {
      throw new WebhookSignatureError('no payment provider sends events here');
    },
  };
}
