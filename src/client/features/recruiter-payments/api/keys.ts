/** Every query of recruiter payments starts with this key. */
export const RECRUITER_PAYMENTS_KEY = ['recruiter-payments'] as const;
