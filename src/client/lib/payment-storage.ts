import { readCache, removeCache } from './local-cache.ts';

/**
 * The spec's "job data held locally for payment" (NewJob), written by checkout and read by the
 * payment success page. Only a convenience: the server's payment row is the truth.
 */
export const NEW_JOB_KEY = 'NewJob';
/** The provider session being paid, cleared with NewJob when the payment is confirmed. */
export const PAYMENT_SESSION_KEY = 'paymentSessionId';

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
}
