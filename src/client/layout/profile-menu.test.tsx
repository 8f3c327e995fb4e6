import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '#client/features/auth/session/session-store.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createSession, createUser } from '#client/test/session-fixtures.ts';

// jsdom has no layout, so PrimeReact's popup positioning leaves the overlay display:none here.
const inOverlay = { hidden: true } as const;

function logIn(roleId: number) {
  const session = createSession({ user: createUser({ roleId }) });
  sessionStore.setSession(session);
  return mockFetch((url) =>
    url === '/api/auth/logout'
      ? { status: 204 }
      : { body: { user: session.user, menu: session.menu } },
  );
}

describe('profile menu', () => {
  it('shows Point History to recruiters and logs out to the home page', async () => {
    const fetch = logIn(2);
    const { router } = renderApp('/faq');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Open profile menu for Ada Lovelace' }),
    );

    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    for (const item of ['User Profile', 'Point History', 'Change Password', 'Help']) {
      expect(screen.getByRole('menuitem', { name: item, ...inOverlay })).toBeTruthy();
    }
    await user.click(screen.getByRole('menuitem', { name: 'Logout', ...inOverlay }));

    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(currentPath(router)).toBe('/');
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(fetch.mock.calls.some((call) => call[0] === '/api/auth/logout')).toBe(true);
  });

  it('hides Point History from other roles', async () => {
    logIn(3);
    renderApp('/faq');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Open profile menu for Ada Lovelace' }),
    );
    expect(
      await screen.findByRole('menuitem', { name: 'User Profile', ...inOverlay }),
    ).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Point History', ...inOverlay })).toBeNull();
  });
});
