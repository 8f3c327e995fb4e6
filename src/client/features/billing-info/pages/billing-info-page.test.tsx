import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const INFO = {
  accountType: 2,
  country: 826,
  currency: 'GBP',
  accountHolderName: 'Kestrel Payments Ltd',
  iban: 'GB82WEST12345698765432',
  billingName: 'Kestrel Payments Ltd',
  billingEmail: 'billing@kestrel.example',
  billingCity: 5,
  billingAddress: '10 Downing Street, Westminster',
  billingPostcode: 'SW1A 2AA',
  billingTaxNumber: '',
  isVatRegistered: false,
};

/** A company member on the company billing page; returns the saves it sent. */
function serveBillingPage() {
  const session = createSession({ menu: [createMenuEntry({ name: 'companyBillingInfo' })] });
  sessionStore.setSession(session);
  const saves: unknown[] = [];
  mockFetch((raw, init) => {
    const startup = startupReply(raw, session.user);
    if (startup) return startup;
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/billing-info/company' && init.method === 'PUT') {
      saves.push(JSON.parse(String(init.body)));
      return { body: { status: 0, message: 'Saved' } };
    }
    if (path === '/api/billing-info/company')
      return { body: { info: INFO, companyName: 'Kestrel Payments Ltd' } };
    if (path === '/api/lookups/currencies')
      return { body: { items: [{ id: 3, code: 'GBP', description: 'Pound Sterling' }] } };
    if (path === '/api/lookups/countries')
      return { body: { items: [{ id: 826, iso2: 'GB', description: 'United Kingdom' }] } };
    if (path.startsWith('/api/lookups/countries/'))
      return { body: { items: [{ id: 5, description: 'London' }] } };
    return { body: { items: [], total: 0, unread: 0 } };
  });
  return saves;
}

describe('company billing info from checkout', () => {
  it('goes back to the checkout it came from once saved', async () => {
    const saves = serveBillingPage();
    const checkout = '/chrs/checkout?job=abc';
    const { router } = renderApp(
      `/chrs/company-billing-info?returnTo=${encodeURIComponent(checkout)}`,
    );
    expect(
      (await screen.findByRole('link', { name: /Back to checkout/ })).getAttribute('href'),
    ).toBe(checkout);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(checkout),
    );
  });

  it('follows no return address but a checkout of ours', async () => {
    const saves = serveBillingPage();
    const { router } = renderApp(
      `/chrs/company-billing-info?returnTo=${encodeURIComponent('https://evil.example/chrs/checkout?job=abc')}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Back to checkout/ })).toBeNull();
    expect(router.state.location.pathname).toBe('/chrs/company-billing-info');
  });
});
