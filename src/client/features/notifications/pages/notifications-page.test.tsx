import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/schemas/notifications.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';

// A server error is tried three times (1 s, then 2 s apart) before the page says so.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const NOTE: Notification = {
  id: 'c'.repeat(32),
  type: 'task',
  sender: null,
  title: 'New referral for Data Engineer',
  details: null,
  link: null,
  read: false,
  createdAt: '2026-10-22T10:00:00.000Z',
};

/** Logs in; the notifications list of `failingLimit` answers 500 until `up()`. */
function serve(failingLimit: string) {
  const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
  sessionStore.setSession(session);
  let down = true;
  mockFetch((raw) => {
    const startup = startupReply(raw, session.user);
    if (startup) return startup;
    const url = new URL(raw, 'http://test.invalid');
    if (url.pathname === '/api/notifications') {
      if (down && url.searchParams.get('limit') === failingLimit)
        return { status: 500, body: { code: 'internal', message: 'Internal error' } };
      return { body: { items: [NOTE], unread: 1 } };
    }
    return { body: { items: [], total: 0, unread: 0 } };
  });
  return { up: () => (down = false) };
}

describe('notifications recovery', () => {
  it('the page: the error and Try Again replace Loading..., and Try Again brings the list', async () => {
    const server = serve('100');
    renderApp('/notifications');
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load. Please try again.');
    expect(screen.queryByText('Loading...')).toBeNull();

    server.up();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(NOTE.title)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the top bar panel: the error and Try Again replace Loading..., and Try Again brings the list', async () => {
    const server = serve('10');
    renderApp('/notifications');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }),
    );
    const panel = await screen.findByRole('region', { name: 'Notifications' });

    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Could not load. Please try again.');
    expect(within(panel).queryByText('Loading...')).toBeNull();

    server.up();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText(NOTE.title)).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });
});
