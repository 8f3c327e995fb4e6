import { readCache, removeCache } from './local-cache.ts';

/**
 * The spec's "job data held locally for payment" (NewJob), written by checkout and read by the
 * payment success page. Only a convenience: the server's payment row is the truth.
 */
export const NEW_JOB_KEY = 'NewJob';
/** The provider session being paid, cleared with NewJob when the payment is confirmed. */
export const PAYMENT_SESSION_KEY = 'paymentSessionId';
/** The checkout page the payment started from: a declined card goes back to it. */
export const CHECKOUT_RETURN_KEY = 'checkoutReturn';

export type NewJob = {
  RefCode: string;
  Company: { id: string };
  CompanyResponse: { responsible_user_id: string }[];
  CrowdHrResponse: { responsible_user_id: string }[];
};

export function readNewJob(): NewJob | null {
  const value = readCache(NEW_JOB_KEY);
  return value && typeof value === 'object' && 'RefCode' in value ? (value as NewJob) : null;
}

export function clearPaymentData(): void {
  removeCache(NEW_JOB_KEY);
  removeCache(PAYMENT_SESSION_KEY);
  removeCache(CHECKOUT_RETURN_KEY);
}

/** The checkout page to try again from, when it is one of ours. */
export function readCheckoutReturn(checkoutPath: string): string | null {
  const value = readCache(CHECKOUT_RETURN_KEY);
  return typeof value === 'string' && value.startsWith(`${checkoutPath}?`) ? value : null;
}
