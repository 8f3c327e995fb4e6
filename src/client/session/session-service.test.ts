import { describe, expect, it, vi } from 'vitest';
import { api } from '#client/api/client.ts';
import { queryClient } from '#client/api/query-client.ts';
import { setAppNavigator } from '#client/session/app-navigator.ts';
import { mockFetch, type MockReply } from '#client/test/fetch-mock.ts';
import { createSession } from '#client/test/session-fixtures.ts';
import { installSession, login, logout, restoreSession } from './session-service.ts';
import { sessionStore } from './session-store.ts';

function fakeNavigator(path: string) {
  const navigate = vi.fn();
  setAppNavigator({ navigate, currentPath: () => path });
  return navigate;
}

function routes(table: Record<string, MockReply | (() => MockReply)>) {
  return mockFetch((url, init) => {
    const reply = table[`${init.method ?? 'GET'} ${url}`];
    if (!reply) throw new Error(`unexpected call ${init.method} ${url}`);
    return typeof reply === 'function' ? reply() : reply;
  });
}

describe('session service', () => {
  it('login stores the session and refreshes the token shortly before it expires', async () => {
    vi.useFakeTimers();
    installSession();
    let refreshes = 0;
    routes({
      'POST /api/auth/login': { body: createSession({ accessToken: 'first', expiresIn: 900 }) },
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return { body: createSession({ accessToken: 'second', expiresIn: 900 }) };
      },
    });

    await login({ email: 'ada@example.com', password: 'x' });
    expect(sessionStore.getSnapshot()).toMatchObject({
      status: 'authenticated',
      accessToken: 'first',
    });

    await vi.advanceTimersByTimeAsync(839_000);
    expect(refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes).toBe(1);
    expect(sessionStore.getSnapshot().accessToken).toBe('second');
  });

  it('restores a cached user with a fresh token from the refresh cookie', async () => {
    sessionStore.setSession(createSession());
    sessionStore.reload();
    routes({ 'POST /api/auth/refresh': { body: createSession({ accessToken: 'fresh' }) } });
    await expect(restoreSession()).resolves.toBe('restored');
    expect(sessionStore.getSnapshot()).toMatchObject({
      status: 'authenticated',
      accessToken: 'fresh',
    });
  });

  it('clears a cached user the server no longer accepts', async () => {
    sessionStore.setSession(createSession());
    sessionStore.reload();
    routes({
      'POST /api/auth/refresh': {
        status: 401,
        body: { code: 'unauthorized', message: 'No session' },
      },
    });
    await expect(restoreSession()).resolves.toBe('anonymous');
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(localStorage.getItem('rm.loggeduser')).toBeNull();
  });

  it('keeps the cached user when the server cannot be reached (the splash offers a retry)', async () => {
    sessionStore.setSession(createSession());
    sessionStore.reload();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(restoreSession()).rejects.toMatchObject({ code: 'network' });
    expect(sessionStore.getSnapshot().status).toBe('restoring');
  });

  it('logout tells the server, clears session, storage and query cache, and goes home', async () => {
    installSession();
    sessionStore.setSession(createSession());
    queryClient.setQueryData(['something'], 1);
    const navigate = fakeNavigator('/chrs/users');
    const fetch = routes({ 'POST /api/auth/logout': { status: 204 } });

    await logout();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(localStorage.getItem('rm.userMenu')).toBeNull();
    expect(queryClient.getQueryData(['something'])).toBeUndefined();
    expect(navigate.mock.calls).toEqual([['/', undefined]]);
  });

  it('a 401 that a refresh cannot cure logs out to login, keeping the current path', async () => {
    installSession();
    sessionStore.setSession(createSession());
    const navigate = fakeNavigator('/chrs/users?page=2');
    routes({
      'GET /api/jobs': { status: 401, body: { code: 'token_expired', message: 'Expired' } },
      'POST /api/auth/refresh': { status: 401, body: { code: 'unauthorized', message: 'Revoked' } },
      'POST /api/auth/logout': { status: 204 },
    });

    await expect(api.get('/jobs')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() =>
      expect(navigate.mock.calls).toEqual([
        ['/login?redirect=%2Fchrs%2Fusers%3Fpage%3D2', undefined],
      ]),
    );
    expect(sessionStore.getSnapshot().user).toBeNull();
  });

  it('a 401 cured by the refresh replays the call with the new token', async () => {
    installSession();
    sessionStore.setSession(createSession({ accessToken: 'stale' }));
    routes({
      'GET /api/jobs': () =>
        sessionStore.getSnapshot().accessToken === 'renewed'
          ? { body: ['job'] }
          : { status: 401, body: { code: 'token_expired', message: 'Expired' } },
      'POST /api/auth/refresh': { body: createSession({ accessToken: 'renewed' }) },
    });
    await expect(api.get('/jobs')).resolves.toEqual(['job']);
  });

  it('concurrent 401s share one refresh', async () => {
    installSession();
    sessionStore.setSession(createSession({ accessToken: 'stale' }));
    let refreshes = 0;
    routes({
      'GET /api/a': () =>
        sessionStore.getSnapshot().accessToken === 'renewed' ? { body: 'a' } : { status: 401 },
      'GET /api/b': () =>
        sessionStore.getSnapshot().accessToken === 'renewed' ? { body: 'b' } : { status: 401 },
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return { body: createSession({ accessToken: 'renewed' }) };
      },
    });
    await expect(Promise.all([api.get('/a'), api.get('/b')])).resolves.toEqual(['a', 'b']);
    expect(refreshes).toBe(1);
  });
});
