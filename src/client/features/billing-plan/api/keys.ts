/** Every query of the billing plan page starts with this key. */
export const BILLING_PLAN_KEY = ['billing-plan'] as const;
