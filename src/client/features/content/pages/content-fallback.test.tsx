import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';

// Whole-app renders load page chunks on demand: give a busy machine time.
configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 40_000 });

/** A server with no content at all: no items, no terms, no FAQ groups, no subjects. */
function emptyServer() {
  return mockFetch((url) => {
    if (url.startsWith('/api/content?')) return { body: { items: [] } };
    if (url.startsWith('/api/terms/'))
      return { body: { termTypeId: Number(url.split('/')[3]?.split('?')[0]), htmlBody: null } };
    if (url.startsWith('/api/faq/groups')) return { body: { items: [] } };
    if (url.startsWith('/api/contact/subjects')) return { body: { items: [] } };
    if (url === '/api/auth/refresh') return { status: 401, body: { code: 'x', message: 'x' } };
    return { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}

describe('content pages without content', () => {
  it('show the built-in terms of service: 12 sections under the law of England and Wales', async () => {
    emptyServer();
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '12. Governing law' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(
      within(article).getAllByText(/laws of England and Wales|law of England and Wales/).length,
    ).toBeGreaterThan(0);
  });

  it('show the built-in privacy policy with its effective date', async () => {
    emptyServer();
    renderApp('/privacy-policy');
    expect(await screen.findByText('Effective date: 01/01/2025')).toBeTruthy();
  });

  it('keep the built-in headings of the about page', async () => {
    emptyServer();
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { name: 'About us', level: 1 })).toBeTruthy();
  });
});
