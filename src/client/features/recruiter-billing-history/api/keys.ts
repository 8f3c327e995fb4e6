/** Every query of the recruiter billing history starts with this key. */
export const RECRUITER_BILLING_HISTORY_KEY = ['recruiter-billing-history'] as const;
