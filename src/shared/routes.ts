/**
 * The named route table of both spec documents. `guard`: public pages need nothing, `auth`
 * needs a logged-in user, `menu` also needs the route name in the user's menu (nested or not).
 */
export type RouteGuard = 'public' | 'guest' | 'auth' | 'menu';

type RouteDef = { path: string; guard: RouteGuard; chrome?: 'none'; noBack?: boolean };

export const ROUTES = {
  home: { path: '/', guard: 'public' },
  homeRecruiters: { path: '/for-recruiters', guard: 'public' },
  homeCompanies: { path: '/for-companies', guard: 'public' },
  homeCandidates: { path: '/for-candidates', guard: 'public' },
  jobs: { path: '/jobs', guard: 'public' },
  jobDetail: { path: '/job-detail/:name/:id', guard: 'public' },
  login: { path: '/login', guard: 'guest', chrome: 'none' },
  signUp: { path: '/signup', guard: 'guest', chrome: 'none' },
  companySignup: { path: '/company-signup', guard: 'guest', chrome: 'none' },
  resetPassword: { path: '/reset-password', guard: 'guest', chrome: 'none' },
  getStarted: { path: '/get-started', guard: 'guest' },
  confirmEmail: { path: '/confirm-email', guard: 'public', chrome: 'none' },
  faq: { path: '/faq', guard: 'public' },
  privacyPolicy: { path: '/privacy-policy', guard: 'public' },
  termsOfService: { path: '/terms-of-service', guard: 'public' },
  about: { path: '/about-us', guard: 'public' },
  contactUs: { path: '/contact-us', guard: 'public' },
  howItWorks: { path: '/how-it-works', guard: 'public' },
  linkedinCallback: { path: '/linkedin/callback', guard: 'public', chrome: 'none' },
  unauthorized: { path: '/unauthorized', guard: 'public', chrome: 'none' },
  notFound: { path: '/not-found', guard: 'public', chrome: 'none' },
  paymentSuccess: { path: '/payment-success', guard: 'auth' },
  paymentFailed: { path: '/payment-failed', guard: 'auth' },
  /** The built-in test checkout (no Stripe keys): a hosted-checkout look-alike. */
  testCheckout: { path: '/test-checkout/:sessionId', guard: 'public', chrome: 'none' },

  chrs: { path: '/chrs', guard: 'auth' },
  profile: { path: '/chrs/profile', guard: 'auth' },
  publicProfile: { path: '/profile/:encryptedId', guard: 'auth' },
  jobOpenings: { path: '/chrs/job-openings', guard: 'auth', noBack: true },
  messages: { path: '/messages', guard: 'auth' },
  checkout: { path: '/chrs/checkout', guard: 'auth' },
  userPointHistory: { path: '/chrs/user-point-history', guard: 'auth' },
  notifications: { path: '/notifications', guard: 'auth' },
  changePassword: { path: '/chrs/change-password', guard: 'auth' },

  candidateStatus: { path: '/chrs/candidate-status', guard: 'menu' },
  educationLevel: { path: '/chrs/education-level', guard: 'menu' },
  jobTypes: { path: '/chrs/job-types', guard: 'menu' },
  jobStatus: { path: '/chrs/job-status', guard: 'menu' },
  jobIndustries: { path: '/chrs/job-industries', guard: 'menu' },
  jobSalary: { path: '/chrs/job-salary', guard: 'menu' },
  jobLocation: { path: '/chrs/job-location', guard: 'menu' },
  users: { path: '/chrs/users', guard: 'menu' },
  mailOutbox: { path: '/chrs/mail-outbox', guard: 'menu' },
  companies: { path: '/chrs/companies', guard: 'menu' },
  companiesCreate: { path: '/chrs/companies/create', guard: 'menu' },
  companiesEdit: { path: '/chrs/companies/edit/:id', guard: 'menu' },
  companyProfile: { path: '/chrs/company-profile', guard: 'menu' },
  jobsCreate: { path: '/chrs/jobs/create', guard: 'menu' },
  jobsEdit: { path: '/chrs/jobs/edit/:id?', guard: 'menu' },
  candidates: { path: '/chrs/candidates', guard: 'menu' },
  candidateEdit: { path: '/chrs/candidate-edit/:id', guard: 'menu' },
  candidateNew: { path: '/chrs/candidate-new', guard: 'menu' },
  applications: { path: '/chrs/applications', guard: 'menu' },
  applicationHistory: { path: '/chrs/application-history/:jobId/:candidateId?', guard: 'menu' },
  candidateHistory: { path: '/chrs/candidate-history/:userId/:candidateId?', guard: 'menu' },
  blockedAmounts: { path: '/chrs/blocked-amounts', guard: 'menu' },
  recruiterPayments: { path: '/chrs/recruiter-payments', guard: 'menu' },
  paymentEntry: { path: '/chrs/payment-entry', guard: 'menu' },
  billingPlan: { path: '/chrs/billing-plan', guard: 'menu' },
  recruiterBillingHistory: { path: '/chrs/recruiter-billing-history', guard: 'menu' },
  billingHistory: { path: '/chrs/billing-history', guard: 'menu' },
  companyBillingInfo: { path: '/chrs/company-billing-info', guard: 'menu' },
  personalBillingInfo: { path: '/chrs/personal-billing-info', guard: 'menu' },
  cmsContent: { path: '/chrs/cms/content', guard: 'menu' },
  cmsFaq: { path: '/chrs/cms/faq', guard: 'menu' },
  cmsTerms: { path: '/chrs/cms/terms', guard: 'menu' },
  cmsContactSubjects: { path: '/chrs/cms/contact-subjects', guard: 'menu' },
  myApplications: { path: '/chrs/my-applications', guard: 'menu' },
  funnel: { path: '/chrs/funnel', guard: 'menu' },
  dataRequests: { path: '/chrs/data-requests', guard: 'menu' },
  referralNotice: { path: '/referral-notice/:token', guard: 'public' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? ParamKey<Param> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? ParamKey<Param>
    : never;
type ParamKey<P extends string> = P extends `${infer Name}?` ? Name : P;

export type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof ROUTES)[N]['path']>]?: string | number;
};

/** Builds the path of a named route; missing optional segments are dropped. */
export function pathFor<N extends RouteName>(name: N, params?: RouteParams<N>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const built = ROUTES[name].path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.replace(/^:/, '').replace(/\?$/, '');
      const value = values[key];
      if (value === undefined || value === '') {
        if (segment.endsWith('?')) return null;
        throw new Error(`pathFor(${name}): missing parameter ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return built === '' ? '/' : built;
}

export const DEFAULT_AFTER_LOGIN: RouteName = 'jobOpenings';
