import type { ComponentType } from 'react';
import type { RouteName } from '#shared/routes.ts';
import { NotFoundPage } from '#client/features/system/pages/not-found-page.tsx';

/** Loads one page on demand (its own chunk); React Router shows the progress bar meanwhile. */
export type PageModule = () => Promise<{ Component: ComponentType }>;

const comingSoon: PageModule = () =>
  import('#client/features/system/pages/coming-soon-page.tsx').then((m) => ({
    Component: m.ComingSoonPage,
  }));

/** Every named route's screen. A feature that builds a screen replaces its `comingSoon` here. */
export const PAGE_MODULES: Record<RouteName, PageModule> = {
  home: comingSoon,
  homeRecruiters: comingSoon,
  homeCompanies: comingSoon,
  homeCandidates: comingSoon,
  jobs: comingSoon,
  jobDetail: comingSoon,
  login: () =>
    import('#client/features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  signUp: comingSoon,
  companySignup: comingSoon,
  resetPassword: comingSoon,
  getStarted: comingSoon,
  confirmEmail: comingSoon,
  faq: comingSoon,
  privacyPolicy: comingSoon,
  termsOfService: comingSoon,
  about: comingSoon,
  contactUs: comingSoon,
  howItWorks: comingSoon,
  linkedinCallback: comingSoon,
  unauthorized: () =>
    import('#client/features/system/pages/unauthorized-page.tsx').then((m) => ({
      Component: m.UnauthorizedPage,
    })),
  // Bundled with the error boundary anyway (it renders it for a 404), so no chunk of its own.
  notFound: () => Promise.resolve({ Component: NotFoundPage }),
  paymentSuccess: comingSoon,
  paymentFailed: comingSoon,
  chrs: comingSoon, // never shown: its loader redirects to jobOpenings
  profile: comingSoon,
  publicProfile: comingSoon,
  jobOpenings: comingSoon,
  messages: comingSoon,
  checkout: comingSoon,
  userPointHistory: comingSoon,
  notifications: comingSoon,
  changePassword: comingSoon,
  candidateStatus: comingSoon,
  educationLevel: comingSoon,
  jobTypes: comingSoon,
  jobStatus: comingSoon,
  jobIndustries: comingSoon,
  jobSalary: comingSoon,
  jobLocation: comingSoon,
  users: comingSoon,
  companies: comingSoon,
  companiesCreate: comingSoon,
  companiesEdit: comingSoon,
  jobsCreate: comingSoon,
  jobsEdit: comingSoon,
  candidates: comingSoon,
  candidateEdit: comingSoon,
  candidateNew: comingSoon,
  applications: comingSoon,
  applicationHistory: comingSoon,
  candidateHistory: comingSoon,
  blockedAmounts: comingSoon,
  recruiterPayments: comingSoon,
  paymentEntry: comingSoon,
  billingPlan: comingSoon,
  recruiterBillingHistory: comingSoon,
  billingHistory: comingSoon,
  companyBillingInfo: comingSoon,
  personalBillingInfo: comingSoon,
};
