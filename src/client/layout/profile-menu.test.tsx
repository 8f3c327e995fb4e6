import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createSession, createUser } from '#client/test/session-fixtures.ts';
import { startupReply } from '../test/app-startup-fixtures.ts';

/** The first render compiles the public pages; a loaded machine needs more than a second. */
const SLOW = { timeout: 8000 };
configure({ asyncUtilTimeout: SLOW.timeout });
vi.setConfig({ testTimeout: 30_000 });

function logIn(roleId: number) {
  const session = createSession({ user: createUser({ roleId }) });
  sessionStore.setSession(session);
  return mockFetch((url) => {
    if (url === '/api/auth/logout') return { status: 204 };
    return startupReply(url, session.user) ?? { body: { user: session.user, menu: session.menu } };
  });
}

describe('profile menu', () => {
  it('shows Point History to recruiters and logs out to the home page', async () => {
    const fetch = logIn(2);
    const { router } = renderApp('/faq');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', {
      name: 'Open profile menu for Ada Lovelace',
    });
    await user.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    for (const item of ['User Profile', 'Point History', 'Change Password', 'Help']) {
      expect(screen.getByRole('menuitem', { name: item })).toBeTruthy();
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(fetch.mock.calls.some((call) => call[0] === '/api/auth/logout')).toBe(true);
  }, 20_000);

  it('hides Point History from other roles and goes to the FAQ with Help', async () => {
    logIn(3);
    const { router } = renderApp('/faq');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Open profile menu for Ada Lovelace' }, SLOW),
    );
    expect(await screen.findByRole('menuitem', { name: 'User Profile' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Point History' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Help' }));
    expect(currentPath(router)).toBe('/faq');
  }, 20_000);
});
