import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/api/query-client.ts';
import { i18next, setLanguage } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { createSession, createUser } from '#client/test/session-fixtures.ts';
import { chooseLanguage } from './account-language.ts';
import { login } from './session-service.ts';
import { sessionStore } from './session-store.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  sessionStore.clear();
  await setLanguage('en');
});

describe('the account language', () => {
  it('a login switches the app to the account’s language', async () => {
    await setLanguage('en');
    mockFetch(() => ({ body: createSession({ user: createUser({ language: 'tr' }) }) }));
    await login({ email: 'ayse@example.com', password: 'x' });
    expect(i18next.language).toBe('tr');
    expect(window.localStorage.getItem('rm.language')).toBe('tr');
  });

  it('a logged-in switch is saved to the account; a visitor’s is not sent anywhere', async () => {
    const calls: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      return { body: { language: 'tr' } };
    });
    await chooseLanguage('tr');
    expect(i18next.language).toBe('tr');
    expect(calls).toEqual([]);

    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    sessionStore.setSession(createSession());
    await chooseLanguage('en');
    expect(i18next.language).toBe('en');
    expect(calls).toEqual([{ url: '/api/preferences/language', body: { language: 'en' } }]);
    // What the server wrote in the former language (the bell) is fetched again.
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a failed save keeps the switch', async () => {
    sessionStore.setSession(createSession());
    mockFetch(() => ({ status: 503, body: { code: 'unavailable', message: 'down' } }));
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    await chooseLanguage('tr');
    expect(i18next.language).toBe('tr');
    expect(refetch).not.toHaveBeenCalled();
  });
});
