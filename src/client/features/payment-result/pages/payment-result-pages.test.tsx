import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { writeCache } from '#client/lib/local-cache.ts';
import { CHECKOUT_RETURN_KEY } from '#client/lib/payment-storage.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';
import { PAYMENT_AUTO_CHECKS, PAYMENT_RECHECK_MS } from '../hooks/use-payment-check.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const CONFIRMED = {
  status: 0,
  message: 'OK',
  paymentStatusId: 1,
  kind: 'job_posting',
  job: { id: 'j1', referenceCode: 'J-1042', statusId: 1 },
};

describe('payment success recovery', () => {
  it('says the payment could not be checked, and Try Again confirms it', async () => {
    const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
    sessionStore.setSession(session);
    let down = true;
    const confirmations: unknown[] = [];
    mockFetch((raw, init) => {
      const startup = startupReply(raw, session.user);
      if (startup) return startup;
      const url = new URL(raw, 'http://test.invalid');
      if (url.pathname === '/api/checkout/payment-success') {
        confirmations.push(JSON.parse(String(init.body)));
        return down
          ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
          : { body: CONFIRMED };
      }
      return { body: { items: [], total: 0, unread: 0 } };
    });
    renderApp('/payment-success?session_id=cs_test_1');
    await screen.findByRole('heading', { level: 1, name: 'Payment Success' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An unexpected error occurred. Please try again.');

    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Job J-1042 is now open.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(confirmations).toEqual([{ sessionId: 'cs_test_1' }, { sessionId: 'cs_test_1' }]);
  });
});

const PROCESSING = { ...CONFIRMED, status: 1, message: 'Processing', paymentStatusId: 2 };

/** The payment is being processed until `server.paid`; every check is counted. */
function serveProcessing() {
  const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
  sessionStore.setSession(session);
  const server = { paid: false, checks: 0 };
  mockFetch((raw) => {
    const startup = startupReply(raw, session.user);
    if (startup) return startup;
    if (new URL(raw, 'http://test.invalid').pathname === '/api/checkout/payment-success') {
      server.checks += 1;
      return { body: server.paid ? CONFIRMED : PROCESSING };
    }
    return { body: { items: [], total: 0, unread: 0 } };
  });
  return server;
}

/** Lets the automatic re-checks run: each waits PAYMENT_RECHECK_MS after the last answer. */
async function runAutomaticChecks(server: { checks: number }) {
  for (let done = 1; done <= PAYMENT_AUTO_CHECKS; done += 1) {
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_MS);
    await waitFor(() => expect(server.checks).toBe(1 + done));
  }
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a payment still being processed', () => {
  it('is checked again a few times on its own, then Check Again asks once more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const server = serveProcessing();
    renderApp('/payment-success?session_id=cs_test_2');

    expect(
      await screen.findByText(
        'Your payment is being processed. The job opens as soon as it is confirmed.',
      ),
    ).toBeTruthy();
    expect(server.checks).toBe(1);
    // While it checks on its own, there is nothing to press.
    expect(screen.queryByRole('button', { name: 'Check Again' })).toBeNull();

    await runAutomaticChecks(server);
    const checkAgain = await screen.findByRole('button', { name: 'Check Again' });
    // The checks on its own are spent: no further call comes without the button.
    await vi.advanceTimersByTimeAsync(PAYMENT_RECHECK_MS * 2);
    expect(server.checks).toBe(1 + PAYMENT_AUTO_CHECKS);

    server.paid = true;
    await userEvent.click(checkAgain);
    expect(await screen.findByText('Job J-1042 is now open.')).toBeTruthy();
    expect(server.checks).toBe(2 + PAYMENT_AUTO_CHECKS);
    expect(screen.queryByRole('button', { name: 'Check Again' })).toBeNull();
  });

  it('offers Tekrar Kontrol Et in Turkish', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await i18next.changeLanguage('tr');
    const server = serveProcessing();
    renderApp('/payment-success?session_id=cs_test_3');
    expect(
      await screen.findByText('Ödemeniz işleniyor. İlan, ödeme doğrulanır doğrulanmaz açılır.'),
    ).toBeTruthy();
    await runAutomaticChecks(server);
    expect(await screen.findByRole('button', { name: 'Tekrar Kontrol Et' })).toBeTruthy();
  });
});

/** The server answers every check with `answer`. */
function serveAnswer(answer: Record<string, unknown>) {
  const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
  sessionStore.setSession(session);
  mockFetch((raw) => {
    const startup = startupReply(raw, session.user);
    if (startup) return startup;
    if (new URL(raw, 'http://test.invalid').pathname === '/api/checkout/payment-success')
      return { body: answer };
    return { body: { items: [], total: 0, unread: 0 } };
  });
}

describe('money held for a refund', () => {
  const HELD = { ...CONFIRMED, status: 4, message: 'Held', paymentStatusId: 4 };

  it('says what it was for: a posting fee another payment had paid, or a settled invoice', async () => {
    serveAnswer(HELD);
    const posting = renderApp('/payment-success?session_id=cs_test_held_1');
    expect(
      await screen.findByText(
        'This job’s posting fee had already been paid when your payment arrived. Your payment will be refunded.',
        { selector: 'p' },
      ),
    ).toBeTruthy();
    posting.unmount();

    serveAnswer({ ...HELD, kind: 'invoice', job: null });
    renderApp('/payment-success?session_id=cs_test_held_2');
    expect(
      await screen.findByText(
        'This invoice had already been settled when your payment arrived. Your payment will be refunded.',
        { selector: 'p' },
      ),
    ).toBeTruthy();
  });

  it('in Turkish', async () => {
    await i18next.changeLanguage('tr');
    serveAnswer(HELD);
    renderApp('/payment-success?session_id=cs_test_held_3');
    expect(
      await screen.findByText(
        'Ödemeniz geldiğinde bu ilanın yayınlama ücreti zaten ödenmişti. Ödemeniz iade edilecek.',
        { selector: 'p' },
      ),
    ).toBeTruthy();
  });
});

describe('payment failed', () => {
  it('offers Try Again back to the checkout the payment started from', async () => {
    const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
    sessionStore.setSession(session);
    mockFetch((raw) => startupReply(raw, session.user) ?? { body: { items: [], total: 0 } });
    writeCache(CHECKOUT_RETURN_KEY, '/chrs/checkout?job=abc');
    const { router } = renderApp('/payment-failed');
    await screen.findByRole('heading', { level: 1, name: 'Payment Failed' });
    expect(screen.getByText(/Sorry, your payment was not successful/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chrs/checkout'));
    expect(router.state.location.search).toBe('?job=abc');
  });

  it('offers only the home page when it does not know the checkout, or it is not ours', async () => {
    const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
    sessionStore.setSession(session);
    mockFetch((raw) => startupReply(raw, session.user) ?? { body: { items: [], total: 0 } });
    writeCache(CHECKOUT_RETURN_KEY, 'https://evil.example/chrs/checkout?job=abc');
    renderApp('/payment-failed');
    await screen.findByRole('heading', { level: 1, name: 'Payment Failed' });
    expect(screen.getByRole('button', { name: 'Go to home page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
