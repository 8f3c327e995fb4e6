import type { ComponentType } from 'react';
import type { RouteName } from '#shared/routes.ts';
import { NotFoundPage } from '#client/features/system/pages/not-found-page.tsx';

/** Loads one page on demand (its own chunk); React Router shows the progress bar meanwhile. */
export type PageModule = () => Promise<{ Component: ComponentType }>;

/** Every named route's screen. */
export const PAGE_MODULES: Record<RouteName, PageModule> = {
  home: () =>
    import('#client/features/home/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  homeRecruiters: () =>
    import('#client/features/content/pages/landing-page.tsx').then((m) => ({
      Component: m.RecruitersLandingPage,
    })),
  homeCompanies: () =>
    import('#client/features/content/pages/landing-page.tsx').then((m) => ({
      Component: m.CompaniesLandingPage,
    })),
  homeCandidates: () =>
    import('#client/features/content/pages/landing-page.tsx').then((m) => ({
      Component: m.CandidatesLandingPage,
    })),
  jobs: () =>
    import('#client/features/jobs/pages/jobs-page.tsx').then((m) => ({ Component: m.JobsPage })),
  jobDetail: () =>
    import('#client/features/jobs/pages/job-detail-page.tsx').then((m) => ({
      Component: m.JobDetailPage,
    })),
  login: () =>
    import('#client/features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  signUp: () =>
    import('#client/features/accounts/pages/sign-up-page.tsx').then((m) => ({
      Component: m.SignUpPage,
    })),
  companySignup: () =>
    import('#client/features/accounts/pages/company-sign-up-page.tsx').then((m) => ({
      Component: m.CompanySignUpPage,
    })),
  resetPassword: () =>
    import('#client/features/accounts/pages/reset-password-page.tsx').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  getStarted: () =>
    import('#client/features/accounts/pages/get-started-page.tsx').then((m) => ({
      Component: m.GetStartedPage,
    })),
  confirmEmail: () =>
    import('#client/features/accounts/pages/confirm-email-page.tsx').then((m) => ({
      Component: m.ConfirmEmailPage,
    })),
  faq: () =>
    import('#client/features/content/pages/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
  privacyPolicy: () =>
    import('#client/features/content/pages/legal-pages.tsx').then((m) => ({
      Component: m.PrivacyPolicyPage,
    })),
  termsOfService: () =>
    import('#client/features/content/pages/legal-pages.tsx').then((m) => ({
      Component: m.TermsOfServicePage,
    })),
  about: () =>
    import('#client/features/content/pages/about-page.tsx').then((m) => ({
      Component: m.AboutPage,
    })),
  contactUs: () =>
    import('#client/features/content/pages/contact-page.tsx').then((m) => ({
      Component: m.ContactPage,
    })),
  howItWorks: () =>
    import('#client/features/content/pages/how-it-works-page.tsx').then((m) => ({
      Component: m.HowItWorksPage,
    })),
  linkedinCallback: () =>
    import('#client/features/accounts/pages/linkedin-callback-page.tsx').then((m) => ({
      Component: m.LinkedinCallbackPage,
    })),
  unauthorized: () =>
    import('#client/features/system/pages/unauthorized-page.tsx').then((m) => ({
      Component: m.UnauthorizedPage,
    })),
  // Bundled with the error boundary anyway (it renders it for a 404), so no chunk of its own.
  notFound: () => Promise.resolve({ Component: NotFoundPage }),
  paymentSuccess: () =>
    import('#client/features/payment-result/pages/payment-result-pages.tsx').then((m) => ({
      Component: m.PaymentSuccessPage,
    })),
  paymentFailed: () =>
    import('#client/features/payment-result/pages/payment-result-pages.tsx').then((m) => ({
      Component: m.PaymentFailedPage,
    })),
  testCheckout: () =>
    import('#client/features/checkout/pages/test-checkout-page.tsx').then((m) => ({
      Component: m.TestCheckoutPage,
    })),
  // Never shown: the loader of /chrs redirects to jobOpenings.
  chrs: () =>
    import('#client/features/dashboard/pages/dashboard-page.tsx').then((m) => ({
      Component: m.DashboardPage,
    })),
  profile: () =>
    import('#client/features/profile/pages/profile-page.tsx').then((m) => ({
      Component: m.ProfilePage,
    })),
  publicProfile: () =>
    import('#client/features/profile/pages/public-profile-page.tsx').then((m) => ({
      Component: m.PublicProfilePage,
    })),
  jobOpenings: () =>
    import('#client/features/dashboard/pages/dashboard-page.tsx').then((m) => ({
      Component: m.DashboardPage,
    })),
  messages: () =>
    import('#client/features/messages/pages/messages-page.tsx').then((m) => ({
      Component: m.MessagesPage,
    })),
  checkout: () =>
    import('#client/features/checkout/pages/checkout-page.tsx').then((m) => ({
      Component: m.CheckoutPage,
    })),
  userPointHistory: () =>
    import('#client/features/points/pages/point-history-page.tsx').then((m) => ({
      Component: m.PointHistoryPage,
    })),
  notifications: () =>
    import('#client/features/notifications/pages/notifications-page.tsx').then((m) => ({
      Component: m.NotificationsPage,
    })),
  changePassword: () =>
    import('#client/features/change-password/pages/change-password-page.tsx').then((m) => ({
      Component: m.ChangePasswordPage,
    })),
  candidateStatus: () =>
    import('#client/features/lookup-admin/pages/lookup-pages.tsx').then((m) => ({
      Component: m.CandidateStatusPage,
    })),
  educationLevel: () =>
    import('#client/features/lookup-admin/pages/lookup-pages.tsx').then((m) => ({
      Component: m.EducationLevelPage,
    })),
  jobTypes: () =>
    import('#client/features/lookup-admin/pages/lookup-pages.tsx').then((m) => ({
      Component: m.JobTypesPage,
    })),
  jobStatus: () =>
    import('#client/features/lookup-admin/pages/lookup-pages.tsx').then((m) => ({
      Component: m.JobStatusPage,
    })),
  jobIndustries: () =>
    import('#client/features/lookup-admin/pages/lookup-pages.tsx').then((m) => ({
      Component: m.JobIndustriesPage,
    })),
  jobSalary: () =>
    import('#client/features/lookup-admin/pages/lookup-pages.tsx').then((m) => ({
      Component: m.JobSalaryPage,
    })),
  jobLocation: () =>
    import('#client/features/lookup-admin/pages/job-location-page.tsx').then((m) => ({
      Component: m.JobLocationPage,
    })),
  users: () =>
    import('#client/features/user-admin/pages/users-page.tsx').then((m) => ({
      Component: m.UsersPage,
    })),
  mailOutbox: () =>
    import('#client/features/mail-outbox/pages/mail-outbox-page.tsx').then((m) => ({
      Component: m.MailOutboxPage,
    })),
  companies: () =>
    import('#client/features/companies/pages/companies-page.tsx').then((m) => ({
      Component: m.CompaniesPage,
    })),
  companiesCreate: () =>
    import('#client/features/companies/pages/company-edit-page.tsx').then((m) => ({
      Component: m.CompanyCreatePage,
    })),
  companiesEdit: () =>
    import('#client/features/companies/pages/company-edit-page.tsx').then((m) => ({
      Component: m.CompanyEditPage,
    })),
  companyProfile: () =>
    import('#client/features/companies/pages/company-profile-page.tsx').then((m) => ({
      Component: m.CompanyProfilePage,
    })),
  jobsCreate: () =>
    import('#client/features/job-admin/pages/job-edit-page.tsx').then((m) => ({
      Component: m.JobCreatePage,
    })),
  jobsEdit: () =>
    import('#client/features/job-admin/pages/job-edit-page.tsx').then((m) => ({
      Component: m.JobEditPage,
    })),
  candidates: () =>
    import('#client/features/candidates/pages/candidates-page.tsx').then((m) => ({
      Component: m.CandidatesPage,
    })),
  candidateEdit: () =>
    import('#client/features/candidates/pages/candidate-edit-page.tsx').then((m) => ({
      Component: m.CandidateEditPage,
    })),
  candidateNew: () =>
    import('#client/features/candidates/pages/candidate-edit-page.tsx').then((m) => ({
      Component: m.CandidateNewPage,
    })),
  applications: () =>
    import('#client/features/pipeline/pages/applications-page.tsx').then((m) => ({
      Component: m.ApplicationsPage,
    })),
  applicationHistory: () =>
    import('#client/features/pipeline/pages/history-page.tsx').then((m) => ({
      Component: m.ApplicationHistoryPage,
    })),
  candidateHistory: () =>
    import('#client/features/pipeline/pages/history-page.tsx').then((m) => ({
      Component: m.CandidateHistoryPage,
    })),
  blockedAmounts: () =>
    import('#client/features/blocked-amounts/pages/blocked-amounts-page.tsx').then((m) => ({
      Component: m.BlockedAmountsPage,
    })),
  recruiterPayments: () =>
    import('#client/features/recruiter-payments/pages/recruiter-payments-page.tsx').then((m) => ({
      Component: m.RecruiterPaymentsPage,
    })),
  paymentEntry: () =>
    import('#client/features/payment-entry/pages/payment-entry-page.tsx').then((m) => ({
      Component: m.PaymentEntryPage,
    })),
  billingPlan: () =>
    import('#client/features/billing-plan/pages/billing-plan-page.tsx').then((m) => ({
      Component: m.BillingPlanPage,
    })),
  recruiterBillingHistory: () =>
    import('#client/features/recruiter-billing-history/pages/recruiter-billing-history-page.tsx').then(
      (m) => ({ Component: m.RecruiterBillingHistoryPage }),
    ),
  billingHistory: () =>
    import('#client/features/billing-history/pages/billing-history-page.tsx').then((m) => ({
      Component: m.BillingHistoryPage,
    })),
  companyBillingInfo: () =>
    import('#client/features/billing-info/pages/billing-info-page.tsx').then((m) => ({
      Component: m.CompanyBillingInfoPage,
    })),
  personalBillingInfo: () =>
    import('#client/features/billing-info/pages/billing-info-page.tsx').then((m) => ({
      Component: m.PersonalBillingInfoPage,
    })),
  cmsContent: () =>
    import('#client/features/cms-admin/pages/cms-content-page.tsx').then((m) => ({
      Component: m.CmsContentPage,
    })),
  cmsFaq: () =>
    import('#client/features/cms-admin/pages/cms-faq-page.tsx').then((m) => ({
      Component: m.CmsFaqPage,
    })),
  cmsTerms: () =>
    import('#client/features/cms-admin/pages/cms-terms-page.tsx').then((m) => ({
      Component: m.CmsTermsPage,
    })),
  cmsContactSubjects: () =>
    import('#client/features/cms-admin/pages/cms-contact-subjects-page.tsx').then((m) => ({
      Component: m.CmsContactSubjectsPage,
    })),
  myApplications: () =>
    import('#client/features/my-applications/pages/my-applications-page.tsx').then((m) => ({
      Component: m.MyApplicationsPage,
    })),
  funnel: () =>
    import('#client/features/funnel/pages/funnel-page.tsx').then((m) => ({
      Component: m.FunnelPage,
    })),
  dataRequests: () =>
    import('#client/features/privacy/pages/data-requests-page.tsx').then((m) => ({
      Component: m.DataRequestsPage,
    })),
  referralNotice: () =>
    import('#client/features/consents/pages/referral-notice-page.tsx').then((m) => ({
      Component: m.ReferralNoticePage,
    })),
};
