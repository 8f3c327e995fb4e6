/** Every query of payment entry starts with this key. */
export const PAYMENT_ENTRY_KEY = ['payment-entry'] as const;
