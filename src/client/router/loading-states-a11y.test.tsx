import { configure, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { seriousAxeFindings } from '#client/test/axe-findings.ts';
import { mockFetch, NEVER } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession, createUser } from '#client/test/session-fixtures.ts';

// Whole-app renders load page chunks on demand: give a busy machine time.
configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 40_000 });

/** What shows that a part of the page is loading: a busy region, a skeleton, a spinning icon. */
const LOADING = ['[aria-busy="true"]', '.p-skeleton', '.p-icon-spin', '.pi-spin']
  .map((selector) => `main ${selector}`)
  .join(', ');

/**
 * The browser tests run axe once a page has loaded; a page caught while it loads was judged only
 * when a check happened to run early (a flaky CI run caught the privacy policy's skeleton so).
 */
describe('public pages while everything they ask the server for is on its way', () => {
  it.each([
    '/',
    '/jobs',
    '/about-us',
    '/how-it-works',
    '/faq',
    '/for-recruiters',
    '/privacy-policy',
    '/terms-of-service',
    '/contact-us',
  ])('%s shows its loading state without an accessibility violation', async (path) => {
    mockFetch((url) =>
      url === '/api/auth/refresh' ? { status: 401, body: { code: 'x', message: 'x' } } : NEVER,
    );
    renderApp(path);
    await waitFor(() => expect(document.querySelector(LOADING)).toBeTruthy());
    expect(await seriousAxeFindings()).toEqual([]);
  });
});

type Role = keyof typeof ROLE;

/** The app's own pages, each as the role that uses it, with the page in its menu. */
const APP_PAGES: [name: string, path: string, role: Role][] = [
  ['jobOpenings', '/chrs/job-openings', 'admin'],
  ['users', '/chrs/users', 'admin'],
  ['companies', '/chrs/companies', 'admin'],
  ['candidates', '/chrs/candidates', 'admin'],
  ['applications', '/chrs/applications', 'admin'],
  ['blockedAmounts', '/chrs/blocked-amounts', 'admin'],
  ['recruiterPayments', '/chrs/recruiter-payments', 'admin'],
  ['paymentEntry', '/chrs/payment-entry', 'admin'],
  ['billingHistory', '/chrs/billing-history', 'admin'],
  ['recruiterBillingHistory', '/chrs/recruiter-billing-history', 'admin'],
  ['mailOutbox', '/chrs/mail-outbox', 'admin'],
  ['jobTypes', '/chrs/job-types', 'admin'],
  ['cmsFaq', '/chrs/cms/faq', 'admin'],
  ['cmsTerms', '/chrs/cms/terms', 'admin'],
  ['funnel', '/chrs/funnel', 'admin'],
  ['dataRequests', '/chrs/data-requests', 'admin'],
  ['profile', '/chrs/profile', 'admin'],
  ['userPointHistory', '/chrs/user-point-history', 'recruiter'],
  ['jobOpenings', '/chrs/job-openings', 'recruiter'],
  ['myApplications', '/chrs/my-applications', 'candidate'],
  ['billingPlan', '/chrs/billing-plan', 'company'],
  ['companyProfile', '/chrs/company-profile', 'company'],
];

describe('logged-in pages while everything they ask the server for is on its way', () => {
  it.each(APP_PAGES)(
    '%s (%s) as %s shows its loading state without an accessibility violation',
    async (name, path, role) => {
      const session = createSession({
        user: createUser({ roleId: ROLE[role], roleCode: role }),
        menu: [createMenuEntry({ name })],
      });
      sessionStore.setSession(session);
      mockFetch((url) => startupReply(url, session.user) ?? NEVER);
      renderApp(path);
      // the page itself, past the shell's welcome splash, waiting for its own data
      await waitFor(() => {
        expect(document.querySelector('.session-splash')).toBeNull();
        expect(document.querySelector(LOADING)).toBeTruthy();
      });
      expect(await seriousAxeFindings()).toEqual([]);
    },
  );
});
