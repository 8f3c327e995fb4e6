import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch, type MockReply } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';

// A server error is tried three times (1 s, then 2 s apart) before the page says so.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const PROFILE = {
  id: 'p1',
  name: 'Grace Hopper',
  roleName: 'Recruiter',
  profilePictureUrl: null,
  title: 'Talent Partner',
};

/** Logs in; the public profile answers `failure` until `up()`. */
function serve(failure: MockReply) {
  const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
  sessionStore.setSession(session);
  let down = true;
  mockFetch((raw) => {
    const startup = startupReply(raw, session.user);
    if (startup) return startup;
    const url = new URL(raw, 'http://test.invalid');
    if (url.pathname === '/api/profile/public/abc') return down ? failure : { body: PROFILE };
    return { body: { items: [], total: 0, unread: 0 } };
  });
  return { up: () => (down = false) };
}

describe('public profile recovery', () => {
  it('shows the error and Try Again, which brings the profile', async () => {
    const server = serve({ status: 500, body: { code: 'internal', message: 'Internal error' } });
    renderApp('/profile/abc');
    await screen.findByRole('heading', { level: 1, name: 'Public Profile' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An unexpected error occurred. Please try again.');

    server.up();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('Talent Partner')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a profile that is not there is not found, with nothing to try again', async () => {
    serve({ status: 404, body: { code: 'not_found', message: 'Not found' } });
    renderApp('/profile/abc');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('User not found');
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
