import { accounts } from './accounts.ts';
import { auth } from './auth.ts';
import { appShell } from './app-shell.ts';
import { billingInfo } from './billing-info.ts';
import { blockedAmounts } from './blocked-amounts.ts';
import { billingPlan } from './billing-plan.ts';
import { checkout } from './checkout.ts';
import { dashboard } from './dashboard.ts';
import { messages } from './messages.ts';
import { notifications } from './notifications.ts';
import { points } from './points.ts';
import { profile } from './profile.ts';
import { cmsAdmin } from './cms-admin.ts';
import { common } from './common.ts';
import { csvHeaders } from './csv-headers.ts';
import { consents } from './consents.ts';
import { companies } from './companies.ts';
import { content } from './content.ts';
import { errors } from './errors.ts';
import { home } from './home.ts';
import { jobs } from './jobs.ts';
import { layout } from './layout.ts';
import { menu } from './menu.ts';
import { pages } from './pages.ts';
import { validation } from './validation.ts';
import { referrals } from './referrals.ts';
import { pipeline } from './pipeline.ts';
import { jobAdmin } from './job-admin.ts';
import { userAdmin } from './user-admin.ts';
import { lookupAdmin } from './lookup-admin.ts';
import { mailOutbox } from './mail-outbox.ts';
import { recruiterPayments } from './recruiter-payments.ts';
import { paymentEntry } from './payment-entry.ts';
import { billingHistory } from './billing-history.ts';
import { recruiterBillingHistory } from './recruiter-billing-history.ts';
import { privacy } from './privacy.ts';
import { myApplications } from './my-applications.ts';
import { funnel } from './funnel.ts';

import type { Language } from './languages.ts';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages.ts';

/** Each area becomes the top-level key of its texts (`errors.not_found`). A new area: one entry here. */
const areas = {
  accounts,
  auth,
  cmsAdmin,
  common,
  csvHeaders,
  consents,
  companies,
  content,
  errors,
  home,
  jobs,
  layout,
  menu,
  pages,
  validation,
  appShell,
  billingInfo,
  blockedAmounts,
  billingPlan,
  checkout,
  dashboard,
  messages,
  notifications,
  points,
  profile,
  referrals,
  pipeline,
  jobAdmin,
  lookupAdmin,
  userAdmin,
  mailOutbox,
  recruiterPayments,
  paymentEntry,
  billingHistory,
  recruiterBillingHistory,
  myApplications,
  funnel,
  privacy,
};

type Areas = typeof areas;

function pick<L extends Language>(language: L): { [K in keyof Areas]: Areas[K][L] } {
  return Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [name, area[language]]),
  ) as {
    [K in keyof Areas]: Areas[K][L];
  };
}

/**
 * i18next `resources`: one `translation` namespace per language. The browser starts with the
 * areas of `src/client/i18n/core-catalogue.ts` and loads this whole catalogue after first paint.
 */
export const resources = {
  en: { translation: pick('en') },
  tr: { translation: pick('tr') },
};
