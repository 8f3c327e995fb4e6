import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession, createUser } from '#client/test/session-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

function logIn(roleId: number) {
  const session = createSession({
    user: createUser({ roleId }),
    menu: [createMenuEntry({ name: 'jobOpenings' })],
  });
  sessionStore.setSession(session);
  const calls: string[] = [];
  mockFetch((url) => {
    calls.push(url);
    const startup = startupReply(url, session.user);
    if (startup) return startup;
    if (url.startsWith('/api/points/history'))
      return {
        body: {
          items: [
            {
              id: 1,
              kind: 'reward',
              points: 750,
              amountMinor: 75000,
              currency: 'EUR',
              note: null,
              jobTitle: 'UX Researcher',
              candidateName: 'Deniz Aksoy',
              createdAt: '2026-10-22T10:00:00.000Z',
            },
          ],
          total: 1,
          balance: 750,
        },
      };
    return { body: { user: session.user, menu: session.menu, items: [], total: 0 } };
  });
  return calls;
}

describe('Point History page', () => {
  it('shows a recruiter the balance and the ledger', async () => {
    logIn(2);
    renderApp('/chrs/user-point-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Point History' })).toBeTruthy();
    expect(await screen.findByText('750 points')).toBeTruthy();
  });

  it('sends any other role to the unauthorized page without asking for points', async () => {
    const calls = logIn(3);
    const { router } = renderApp('/chrs/user-point-history');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' }),
    ).toBeTruthy();
    expect(currentPath(router)).toBe('/unauthorized');
    expect(calls.some((url) => url.startsWith('/api/points/history'))).toBe(false);
  });
});
