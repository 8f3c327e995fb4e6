/**
 * One interface for the two ways a company pays: Stripe Checkout (STRIPE_SECRET_KEY set) and the
 * built-in test checkout, or none (`no-provider.ts`). Amounts are integer minor units beside an ISO currency code.
 */
export type ProviderName = 'stripe' | 'test' | 'none';

export type CheckoutLine = { name: string; amountMinor: number };

export type NewCheckoutSession = {
  /** The payments row's public id: the provider keeps it as metadata. */
  paymentPublicId: string;
  /** The company's customer at the provider (`cus_…`), when it has one there. */
  customerId: string | null;
  customerEmail?: string | null;
  currency: string;
  /** The net, and the VAT when there is any: each its own line. */
  lines: CheckoutLine[];
  locale: 'en' | 'tr';
};

export type CheckoutSessionRef = { id: string; url: string };

/** A session as the provider sees it now. */
export type CheckoutSessionState = {
  id: string;
  /** The provider holds the money. */
  paid: boolean;
  /** open: can still be paid; complete: the buyer finished; expired: can no longer be paid. */
  status: 'open' | 'complete' | 'expired';
  paymentPublicId: string | null;
  /** The provider's payment (a PaymentIntent id for Stripe). */
  providerPaymentId: string | null;
  amountTotalMinor: number | null;
  currency: string | null;
};

/** A charge as the provider sees it now (refunds are recorded from it). */
export type ChargeState = {
  id: string;
  providerPaymentId: string | null;
  amountMinor: number;
  amountRefundedMinor: number;
  /** Refunded in full. */
  refunded: boolean;
};

/** A verified provider event: its id (processed once), type and the object it is about. */
export type ProviderEvent = {
  id: string;
  type: string;
  objectId: string;
  objectType: string;
};

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  createSession(input: NewCheckoutSession): Promise<CheckoutSessionRef>;
  /** null when the provider does not know the session. */
  retrieveSession(sessionId: string): Promise<CheckoutSessionState | null>;
  /** Ends an open session so it can no longer be paid (a newer one replaced it). Best effort. */
  expireSession(sessionId: string): Promise<void>;
  retrieveCharge(chargeId: string): Promise<ChargeState | null>;
  /** Verifies a webhook against its raw body; throws WebhookSignatureError when forged or unsigned. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
