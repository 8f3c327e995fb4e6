import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createSession } from '#client/test/session-fixtures.ts';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleIdentity } from './google-identity.ts';

configure({ asyncUtilTimeout: 12_000 }); // whole-app renders on a busy machine
vi.setConfig({ testTimeout: 40_000 });

const CLIENT_ID = 'one-tap-client.apps.googleusercontent.com';

function serverAnswers(oneTapClientId: string | null) {
  return mockFetch((url) => {
    if (url === '/api/auth/providers')
      return { body: { google: true, linkedin: false, googleOneTapClientId: oneTapClientId } };
    if (url === '/api/auth/oauth/google/one-tap') return { body: createSession() };
    if (url === '/api/auth/refresh')
      return { status: 401, body: { code: 'unauthorized', message: 'x' } };
    return { status: 404 };
  });
}

const googleScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);

/** Stands in for Google's script: `google.accounts.id`, then the script's load event. */
function runGoogleScript() {
  const id = { initialize: vi.fn(), prompt: vi.fn(), cancel: vi.fn() } satisfies GoogleIdentity;
  window.google = { accounts: { id } };
  act(() => void googleScript()?.dispatchEvent(new Event('load')));
  return id;
}

describe('Google one-tap', () => {
  it('loads nothing from Google when the server gives no one-tap client id', async () => {
    serverAnswers(null);
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(googleScript()).toBeNull();
  });

  it('prompts on the login page, posts the credential and stores the session', async () => {
    const fetchMock = serverAnswers(CLIENT_ID);
    const { router } = renderApp('/login?redirect=%2Fchrs%2Fprofile');
    await waitFor(() => expect(googleScript()).not.toBeNull());
    const id = runGoogleScript();
    await waitFor(() => expect(id.prompt).toHaveBeenCalled());
    const options = id.initialize.mock.calls[0]?.[0];
    expect(options).toMatchObject({ client_id: CLIENT_ID, auto_select: false });

    await act(async () => options?.callback({ credential: 'google-id-token' }));
    const posted = fetchMock.mock.calls.find(([url]) => url === '/api/auth/oauth/google/one-tap');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ credential: 'google-id-token' });
    await waitFor(() => expect(sessionStore.getSnapshot().status).toBe('authenticated'));
    expect(sessionStore.getSnapshot().user?.email).toBe(createSession().user.email);
    await waitFor(() => expect(currentPath(router)).toBe('/chrs/profile'));
    window.google = undefined;
    googleScript()?.remove();
  });

  it('prompts on the sign-up page too, once Google is configured', async () => {
    serverAnswers(CLIENT_ID);
    renderApp('/signup');
    await waitFor(() => expect(googleScript()).not.toBeNull());
    const id = runGoogleScript();
    await waitFor(() => expect(id.prompt).toHaveBeenCalled());
    window.google = undefined;
    googleScript()?.remove();
  });
});
