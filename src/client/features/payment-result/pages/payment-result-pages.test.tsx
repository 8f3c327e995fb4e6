import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';

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
