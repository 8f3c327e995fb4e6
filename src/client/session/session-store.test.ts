import { describe, expect, it } from 'vitest';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';
import { hasRight, sessionStore } from './session-store.ts';

describe('session store', () => {
  it('caches the user and menu under the app namespace, never the access token', () => {
    sessionStore.setSession(createSession({ accessToken: 'secret-token' }));

    expect(sessionStore.getSnapshot()).toMatchObject({
      status: 'authenticated',
      accessToken: 'secret-token',
    });
    expect(JSON.parse(localStorage.getItem('rm.loggeduser') ?? '{}').value).toMatchObject({
      email: 'ada@example.com',
    });
    expect(JSON.parse(localStorage.getItem('rm.userMenu') ?? '{}').value).toHaveLength(1);
    expect(Object.values(localStorage).join()).not.toContain('secret-token');
  });

  it('after a reload knows the cached user at once, without a token (restoring)', () => {
    sessionStore.setSession(createSession());
    sessionStore.reload();
    expect(sessionStore.getSnapshot()).toMatchObject({
      status: 'restoring',
      accessToken: null,
      user: { id: 'u1' },
    });
    expect(sessionStore.getSnapshot().menu?.[0]?.name).toBe('users');
  });

  it('ignores a cached user it cannot read', () => {
    localStorage.setItem(
      'rm.loggeduser',
      JSON.stringify({ value: { id: 1 }, savedAt: 0, durationMs: null }),
    );
    localStorage.setItem('rm.userMenu', '{not json');
    sessionStore.reload();
    expect(sessionStore.getSnapshot().status).toBe('anonymous');
  });

  it('clears state and storage together and tells subscribers', () => {
    sessionStore.setSession(createSession());
    let notified = 0;
    const stop = sessionStore.subscribe(() => (notified += 1));
    sessionStore.clear();
    stop();
    expect(notified).toBe(1);
    expect(sessionStore.getSnapshot()).toMatchObject({
      status: 'anonymous',
      user: null,
      menu: null,
      rights: [],
    });
    expect(localStorage.getItem('rm.loggeduser')).toBeNull();
  });

  it('follows a logout in another tab', () => {
    sessionStore.setSession(createSession());
    window.dispatchEvent(new StorageEvent('storage', { key: 'rm.loggeduser', newValue: null }));
    expect(sessionStore.getSnapshot().user).toBeNull();
  });

  it('reads one right flag of a named entry', () => {
    sessionStore.setSession(
      createSession({ menu: [createMenuEntry({ name: 'companies', insert: true })] }),
    );
    const { rights } = sessionStore.getSnapshot();
    expect(hasRight(rights, 'companies')).toBe(true);
    expect(hasRight(rights, 'companies', 'insert')).toBe(true);
    expect(hasRight(rights, 'companies', 'delete')).toBe(false);
    expect(hasRight(rights, 'users')).toBe(false);
  });
});
