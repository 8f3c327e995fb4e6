import type { CANDIDATE_STATUS } from './lookups.ts';

export type StatusName = keyof typeof CANDIDATE_STATUS;

export type ReferralPlan = {
  /** Index in DEMO_CANDIDATES; -1 is the candidate@demo.local account applying itself. */
  candidate: number;
  /** Index in DEMO_COMPANIES, or null for any company. */
  company: number | null;
  status: StatusName;
};

/**
 * Candidates 0 to 7 belong to recruiter@demo.local, the others to the other recruiters in turn.
 * Company 0 is the one company@demo.local runs, so its applications page has work in every stage.
 */
export const REFERRAL_PLANS: readonly ReferralPlan[] = [
  { candidate: 0, company: 0, status: 'offer' },
  { candidate: 0, company: 8, status: 'submission' },
  { candidate: 1, company: 0, status: 'hire' },
  { candidate: 2, company: 1, status: 'companyInterviews' },
  { candidate: 2, company: 0, status: 'screening' },
  { candidate: 3, company: 0, status: 'screening' },
  { candidate: 3, company: 4, status: 'rejected' },
  { candidate: 4, company: null, status: 'rejected' },
  { candidate: 5, company: 2, status: 'preSubmissionInterviews' },
  { candidate: 6, company: 0, status: 'companyInterviews' },
  { candidate: 7, company: 1, status: 'hire' },
  { candidate: 8, company: 0, status: 'submission' },
  { candidate: 8, company: null, status: 'screening' },
  { candidate: 9, company: 10, status: 'companyInterviews' },
  { candidate: 10, company: 0, status: 'offer' },
  { candidate: 10, company: 8, status: 'screening' },
  { candidate: 11, company: 5, status: 'hire' },
  { candidate: 12, company: 0, status: 'rejected' },
  { candidate: 12, company: 6, status: 'preSubmissionInterviews' },
  { candidate: 13, company: 4, status: 'companyInterviews' },
  { candidate: 14, company: 13, status: 'submission' },
  { candidate: 15, company: 0, status: 'screening' },
  { candidate: -1, company: 0, status: 'screening' },
  { candidate: -1, company: 1, status: 'companyInterviews' },
  // More hires, so the rewards show every state (seedDemoRewards): in guarantee, failed.
  { candidate: 6, company: 0, status: 'hire' },
  { candidate: 9, company: 3, status: 'hire' },
  { candidate: 13, company: 1, status: 'hire' },
];

export const STATUS_NOTES: Record<StatusName, string> = {
  screening: 'Profile received and under review.',
  preSubmissionInterviews: 'First call done: relevant experience and clear motivation for the role.',
  submission: 'CV and interview summary shared with the hiring team.',
  companyInterviews: 'Interview with the hiring manager scheduled.',
  offer: 'Offer sent; waiting for the candidate’s answer.',
  hire: 'Offer accepted and start date agreed. Hire confirmed.',
  waitingApproval: 'Waiting for approval.',
  accepted: 'Accepted.',
  rejected: 'Not moving forward: another candidate was a closer match for this role.',
};
