import { configure, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '#client/test/axe-findings.ts';
import { mockFetch, NEVER } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';

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
