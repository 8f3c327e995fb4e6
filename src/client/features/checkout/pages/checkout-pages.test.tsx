import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '#shared/schemas/checkout.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession, createUser } from '#client/test/session-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const JOB_ID = 'a'.repeat(32);
const SESSION_ID = `cs_test_${'B'.repeat(43)}`;

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  target: {
    kind: 'job',
    jobId: JOB_ID,
    title: 'Platform Engineer',
    referenceCode: 'PLAT-7',
    statusId: 3,
  },
  company: { id: 'c'.repeat(32), name: 'Kestrel Ltd' },
  currency: 'GBP',
  netMinor: 7_900,
  vatRateBp: 2_000,
  vatMinor: 1_580,
  reverseCharge: false,
  totalMinor: 9_480,
  billing: {
    name: 'Kestrel Ltd',
    email: 'billing@kestrel.example',
    address: '10 Downing Street',
    postCode: 'SW1A 2AA',
    city: 'London',
    country: 'United Kingdom',
    taxNumber: null,
    isVatRegistered: false,
    complete: true,
  },
  blocked: null,
  provider: 'test',
  ...overrides,
});

function logIn(
  reply: (url: string, init: RequestInit) => { status?: number; body?: unknown } | null,
) {
  const session = createSession({
    user: createUser({ roleId: 4 }),
    menu: [createMenuEntry({ name: 'jobOpenings' })],
  });
  sessionStore.setSession(session);
  const calls: { url: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const startup = startupReply(url, session.user);
    if (startup) return startup;
    return reply(url, init) ?? { body: { user: session.user, menu: session.menu, items: [] } };
  });
  return calls;
}

describe('checkout page', () => {
  it('shows what is bought, the fee, VAT, total and billing details, and pays', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = logIn((url) => {
      if (url.startsWith('/api/checkout/quote')) return { body: quote() };
      if (url === '/api/checkout/sessions')
        return {
          status: 201,
          body: {
            sessionId: SESSION_ID,
            url: `/test-checkout/${SESSION_ID}`,
            paymentId: 'p'.repeat(32),
          },
        };
      return null;
    });
    renderApp(`/chrs/checkout?job=${JOB_ID}`);
    expect(await screen.findByText('Platform Engineer (PLAT-7)')).toBeTruthy();
    expect(screen.getByText('VAT (20%)')).toBeTruthy();
    expect(screen.getByText('£15.80')).toBeTruthy();
    expect(screen.getByText('Job posting fees are non-refundable.')).toBeTruthy();
    // The billing page sends the company back to this checkout once saved.
    expect(screen.getByRole('link', { name: /Edit billing details/ }).getAttribute('href')).toBe(
      `/chrs/company-billing-info?returnTo=${encodeURIComponent(`/chrs/checkout?job=${JOB_ID}`)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay £94.80' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/test-checkout/${SESSION_ID}`));
    const start = calls.find((call) => call.url === '/api/checkout/sessions');
    expect(start?.body).toEqual({ target: { kind: 'job', jobId: JOB_ID }, locale: 'en' });
    expect(JSON.parse(localStorage.getItem('rm.NewJob') ?? '{}').value).toMatchObject({
      RefCode: 'PLAT-7',
      Company: { id: 'c'.repeat(32) },
    });
    vi.unstubAllGlobals();
  });

  it('explains why it cannot pay and links to the billing details', async () => {
    logIn((url) =>
      url.startsWith('/api/checkout/quote')
        ? {
            body: quote({
              blocked: 'billing_incomplete',
              billing: { ...quote().billing, complete: false },
            }),
          }
        : null,
    );
    renderApp(`/chrs/checkout?job=${JOB_ID}`);
    expect(await screen.findByText(/Complete your company billing details/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay £94.80' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says payments are not set up on a server without a provider, and links to Contact us', async () => {
    logIn((url) =>
      url.startsWith('/api/checkout/quote')
        ? { body: quote({ blocked: 'payments_unavailable', provider: 'none' }) }
        : null,
    );
    renderApp(`/chrs/checkout?job=${JOB_ID}`);
    expect(
      await screen.findByText('Payments are not set up on this server yet. Please contact us.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect((screen.getByRole('button', { name: 'Pay £94.80' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByText('Test mode: no real card is charged.')).toBeNull();
  });

  it('offers a retry when the quote cannot be loaded', async () => {
    let fail = true;
    logIn((url) => {
      if (!url.startsWith('/api/checkout/quote')) return null;
      return fail
        ? { status: 404, body: { code: 'not_found', message: 'Job not found' } }
        : { body: quote() };
    });
    renderApp(`/chrs/checkout?job=${JOB_ID}`);
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Platform Engineer (PLAT-7)')).toBeTruthy();
  });
});

describe('test checkout page', () => {
  it('shows field errors for any other card and goes to paymentSuccess when 4242 pays', async () => {
    const calls = logIn((url) => {
      if (url === `/api/checkout/test-sessions/${SESSION_ID}`)
        return {
          body: {
            sessionId: SESSION_ID,
            state: 'open',
            companyName: 'Kestrel Ltd',
            description: 'Platform Engineer (PLAT-7)',
            currency: 'GBP',
            netMinor: 7_900,
            vatMinor: 1_580,
            totalMinor: 9_480,
          },
        };
      if (url.endsWith('/pay'))
        return {
          body: { outcome: 'paid', redirectUrl: `/payment-success?session_id=${SESSION_ID}` },
        };
      if (url === '/api/checkout/payment-success')
        return {
          body: {
            status: 0,
            message: 'Payment confirmed',
            paymentStatusId: 1,
            kind: 'job_posting',
            job: { id: JOB_ID, referenceCode: 'PLAT-7', statusId: 1 },
          },
        };
      return null;
    });
    const { router } = renderApp(`/test-checkout/${SESSION_ID}`);
    expect(await screen.findByText('Pay Kestrel Ltd')).toBeTruthy();
    const number = screen.getByLabelText('Card number');
    fireEvent.change(number, { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1240' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay £94.80' }));
    expect(await screen.findByText(/Enter a test card number/)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/pay'))).toBe(false);

    fireEvent.change(number, { target: { value: '4242424242424242' } });
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay £94.80' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Success' })).toBeTruthy();
    expect(await screen.findByText('Job PLAT-7 is now open.')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/pay'))?.body).toEqual({
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Ada',
    });
    await vi.waitFor(() => expect(currentPath(router)).toBe('/chrs/job-openings'), {
      timeout: 5000,
    });
  });
});
