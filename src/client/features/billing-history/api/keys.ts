/** Every query of the billing history starts with this key. */
export const BILLING_HISTORY_KEY = ['billing-history'] as const;
