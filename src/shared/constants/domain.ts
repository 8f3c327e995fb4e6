/** Constants named by the spec. */
export const JOB_STATUS = {
  open: 1,
  draft: 2,
  pendingPayment: 3,
  paused: 4,
  closed: 5,
  filled: 6,
} as const;
export const FILE_TYPE = { profilePicture: 1, candidateCv: 5, logo: 8 } as const;
/** 3: the explicit consent (açık rıza) text, kept apart from the privacy notice as KVKK asks. */
export const TERM_TYPE = { terms: 1, privacy: 2, explicitConsent: 3 } as const;
export const REMOTE_TYPE = { onsite: 1, remote: 2, hybrid: 3 } as const;
export const SOCIAL_MARKETING_CHANNEL_ID = 7;
export const ACCOUNT_TYPE = { personal: 1, corporate: 2 } as const;
export const CURRENCY_CODES = [
  'USD',
  'EUR',
  'TRY',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'CNY',
  'INR',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

export const LIMITS = {
  additionalInfo: 512,
  detailTitle: 45,
  referenceCode: 20,
  cardDescription: 150,
  applyDialogTitle: 80,
  recruiterAvatars: 5,
  passwordMin: 8,
  jobsPageSize: 10,
  referListPageSize: 4,
} as const;

export const TIMING = {
  toastLifeMs: 3000,
  inactivityMs: 60_000,
  apiTimeoutMs: 30_000,
  startupTimeoutMs: 10_000,
  uploadTimeoutMs: 300_000,
  postLoginDelayMs: 100,
  loadingClearDelayMs: 100,
  retryTries: 3,
  retryFirstDelayMs: 1000,
} as const;
