import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '#client/test/axe-findings.ts';
import { mockFetch, NEVER } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';

// Whole-app renders load page chunks on demand: give a busy machine time.
configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 40_000 });

/** A server whose content and terms never arrive: the pages stay in their loading state. */
function slowContentServer() {
  return mockFetch((url) => {
    if (url.startsWith('/api/content?') || url.startsWith('/api/terms/')) return NEVER;
    if (url === '/api/auth/refresh') return { status: 401, body: { code: 'x', message: 'x' } };
    return { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}

describe('content pages while their content loads', () => {
  it.each([
    ['/privacy-policy', 'a legal document'],
    ['/about-us', 'a page hero'],
  ])('%s (%s) says so to a screen reader, in a named busy status', async (path) => {
    slowContentServer();
    renderApp(path);
    const loading = await screen.findByRole('status', { name: 'Loading...' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(await seriousAxeFindings(loading)).toEqual([]);
  });
});
