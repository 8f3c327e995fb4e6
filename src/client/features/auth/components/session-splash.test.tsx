import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createSession } from '#client/test/session-fixtures.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';

// Whole-app renders load page chunks on demand: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** A user cached by an earlier visit: no token in memory after the reload. */
function cachedUser() {
  sessionStore.setSession(createSession());
  sessionStore.reload();
}

describe('start-up with a stored session', () => {
  it('welcomes the user back while the token is refreshed, then shows the page', async () => {
    cachedUser();
    const session = createSession({ accessToken: 'fresh' });
    mockFetch((url) => {
      if (url === '/api/auth/refresh') return { body: session };
      return (
        startupReply(url, session.user) ?? { body: { user: session.user, menu: session.menu } }
      );
    });
    const { router } = renderApp('/chrs/profile');

    expect(screen.getByRole('heading', { name: 'welcome back Ada' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'User Profile' })).toBeTruthy();
    await vi.waitFor(() => expect(document.querySelector('.session-splash')).toBeNull(), {
      timeout: 5000,
    });
    expect(currentPath(router)).toBe('/chrs/profile');
    expect(sessionStore.getSnapshot().accessToken).toBe('fresh');
  });

  it('shows the splash once for a restored session: token and startup calls in one splash', async () => {
    cachedUser();
    const session = createSession({ accessToken: 'fresh' });
    const calls: string[] = [];
    mockFetch((url) => {
      calls.push(url);
      if (url === '/api/auth/refresh') return { body: session };
      return (
        startupReply(url, session.user) ?? { body: { user: session.user, menu: session.menu } }
      );
    });
    // every splash element ever attached to the page
    const mounted = new Set<Element>();
    const record = () => {
      for (const splash of document.querySelectorAll('.session-splash')) mounted.add(splash);
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/chrs/profile');
    record();

    expect(await screen.findByRole('heading', { level: 1, name: 'User Profile' })).toBeTruthy();
    await vi.waitFor(() => expect(document.querySelector('.session-splash')).toBeNull(), {
      timeout: 5000,
    });
    observer.disconnect();
    expect(mounted.size).toBe(1);
    // the startup calls ran once, after the token came back
    expect(calls.filter((url) => url === '/api/profile')).toHaveLength(1);
    expect(calls.filter((url) => url === '/api/preferences')).toHaveLength(1);
    expect(calls.indexOf('/api/auth/refresh')).toBeLessThan(calls.indexOf('/api/profile'));
  });

  it('clears a session the server refused and sends the user to login', async () => {
    cachedUser();
    mockFetch((url) =>
      url === '/api/auth/refresh'
        ? { status: 401, body: { code: 'unauthorized', message: 'Expired' } }
        : { status: 404 },
    );
    const { router } = renderApp('/chrs/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(currentPath(router)).toBe('/login?redirect=%2Fchrs%2Fprofile');
    expect(localStorage.getItem('rm.loggeduser')).toBeNull();
  });

  it('offers Try Again when the server cannot be reached; the third retry is the last', async () => {
    cachedUser();
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    renderApp('/chrs/profile');
    const user = userEvent.setup();

    const noResponse = 'No response from server. Please check your connection and try again.';
    expect(await screen.findByText(noResponse)).toBeTruthy();
    for (let retry = 1; retry <= 3; retry += 1) {
      // Before each retry the failure is shown and no maximum yet (spec: at most 3 retries).
      expect(screen.queryByText(/Maximum retry attempts/)).toBeNull();
      await user.click(await screen.findByRole('button', { name: 'Try Again' }));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(retry + 1));
    }
    expect(
      await screen.findByText(
        'Maximum retry attempts reached. Please contact support or try again later.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });
});
