import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
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
          balances: [
            { currency: 'EUR', amountMinor: 75000, points: 750 },
            { currency: 'USD', amountMinor: 100, points: 1 },
          ],
        },
      };
    if (url.startsWith('/api/points/summary'))
      return {
        body: {
          totals: [
            {
              currency: 'EUR',
              potentialMinor: 100000,
              pendingMinor: 50000,
              earnedMinor: 75000,
              paidMinor: 0,
            },
            {
              currency: 'USD',
              potentialMinor: 0,
              pendingMinor: 0,
              earnedMinor: 0,
              paidMinor: 25000,
            },
          ],
          pending: [
            {
              id: 'a'.repeat(32),
              jobTitle: 'Data Analyst',
              candidateName: 'Ayşe Yılmaz',
              amountMinor: 50000,
              currency: 'EUR',
              hiredAt: '2026-10-01T10:00:00.000Z',
              guaranteeEndsAt: '2099-12-30T10:00:00.000Z',
              companyPaid: true,
            },
          ],
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
    expect(screen.getByText('1 point')).toBeTruthy();
  });

  it('shows the rewards per currency and when a pending one becomes payable', async () => {
    logIn(2);
    renderApp('/chrs/user-point-history');
    const euro = await screen.findByRole('article', { name: 'Rewards in EUR' });
    expect(euro.textContent).toContain('€1,000');
    expect(euro.textContent).toContain('€500');
    const dollar = await screen.findByRole('article', { name: 'Rewards in USD' });
    expect(dollar.textContent).toContain('$250');
    expect(dollar.textContent).not.toContain('€');
    expect(await screen.findByText('Payable on Dec 30, 2099')).toBeTruthy();
  });

  it('writes the dates as MMM DD, YYYY in English', async () => {
    logIn(2);
    renderApp('/chrs/user-point-history');
    const entry = (await screen.findByText('Deniz Aksoy', { exact: false })).closest('tr');
    expect(within(entry as HTMLElement).getByText('Oct 22, 2026')).toBeTruthy();
    expect(await screen.findByText('Hired on Oct 01, 2026')).toBeTruthy();
  });

  it('writes the dates day first with Turkish months in Turkish', async () => {
    await i18next.changeLanguage('tr');
    logIn(2);
    renderApp('/chrs/user-point-history');
    expect(await screen.findByText('22 Eki 2026')).toBeTruthy();
    expect(await screen.findByText('30 Ara 2099 tarihinde ödenebilir')).toBeTruthy();
    expect(await screen.findByText('İşe alım: 01 Eki 2026')).toBeTruthy();
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
