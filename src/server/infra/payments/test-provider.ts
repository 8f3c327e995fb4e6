import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { WebhookSignatureError, type PaymentProvider } from './provider.ts';

export const TEST_SESSION_PREFIX = 'cs_test_';
/** 32 random bytes: the test checkout's address is as unguessable as a hosted checkout's. */
export const TEST_SESSION_ID = /^cs_test_[A-Za-z0-9_-]{43}$/;

/**
 * The built-in test checkout (no keys): the session is the payments row itself, paid or declined
 * on the test checkout page, which confirms through the same server code as Stripe's webhook.
 */
export function createTestProvider(options: {
  db: Queryable;
  /** The page's path in this app: relative, so the buyer stays on the origin they are signed in on. */
  checkoutPath: (sessionId: string) => string;
}): PaymentProvider {
  return {
    name: 'test',
    async createSession() {
      const id = TEST_SESSION_PREFIX + crypto.randomBytes(32).toString('base64url');
      return { id, url: options.checkoutPath(id) };
    },
    async retrieveSession(sessionId) {
      if (!TEST_SESSION_ID.test(sessionId)) return null;
      const [row] = await options.db
        .select()
        .from(payments)
        .where(eq(payments.providerSessionId, sessionId));
      if (!row) return null;
      const paid = row.statusId === 1 || row.statusId === 3 || row.statusId === 4;
      return {
        id: sessionId,
        paid,
        status: paid ? 'complete' : row.statusId === 2 ? 'expired' : 'open',
        paymentPublicId: row.publicId,
        providerPaymentId: row.providerPaymentId,
        amountTotalMinor: row.amountMinor,
        currency: row.currency,
      };
    },
    async expireSession() {
      // The row's state is the session's: marking the payment failed ends it.
    },
    async retrieveCharge() {
      return null;
    },
    verifyEvent() {
      throw new WebhookSignatureError('the test checkout sends no webhooks');
    },
  };
}
