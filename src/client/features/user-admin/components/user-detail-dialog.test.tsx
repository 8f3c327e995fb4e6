import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '#shared/schemas/user-admin.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

function createUserDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 'u-1',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    roleId: 2,
    active: true,
    emailConfirmed: true,
    createdAt: '2026-11-05T23:30:00.000Z',
    lastLoginAt: '2026-02-01T00:10:00.000Z',
    mobile: null,
    linkedinPage: null,
    title: null,
    language: 'tr',
    countryName: null,
    cityName: null,
    companies: [],
    referralCount: 0,
    hireCount: 0,
    candidateCount: 0,
    balances: [],
    ...overrides,
  };
}

function renderDialog(user: UserDetail) {
  mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === `/api/admin/users/${user.id}`) return { body: user };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UserDetailDialog userId={user.id} roleName={() => 'Recruiter'} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The value beside a label: a profile row's <dd>, or a total's figure. */
async function valueOf(label: string) {
  const term = await screen.findByText(label);
  return (term.nextElementSibling ?? term.previousElementSibling)?.textContent;
}

describe('the user detail dialog', () => {
  it('shows the dates as MMM DD, YYYY and the language by its name', async () => {
    renderDialog(createUserDetail());
    expect(await valueOf('Created')).toBe('Nov 05, 2026');
    expect(await valueOf('Last login')).toBe('Feb 01, 2026');
    expect(await valueOf('Language')).toBe('Türkçe');
  });

  it('shows the dates day first in Turkish', async () => {
    await i18next.changeLanguage('tr');
    renderDialog(createUserDetail({ language: 'en' }));
    const profile = await screen.findByRole('region', { name: 'Profil' });
    expect(within(profile).getByText('05 Kas 2026')).toBeTruthy();
    expect(within(profile).getByText('01 Şub 2026')).toBeTruthy();
    expect(within(profile).getByText('English')).toBeTruthy();
  });

  it('shows each payable balance with its currency', async () => {
    renderDialog(
      createUserDetail({
        balances: [
          { currency: 'EUR', amountMinor: 75_000, points: 750 },
          { currency: 'USD', amountMinor: 4_000, points: 40 },
        ],
      }),
    );
    expect(await valueOf('Payable balance')).toBe('€750 · $40');
  });

  it('says a zero balance in words rather than a bare 0', async () => {
    renderDialog(createUserDetail());
    expect(await valueOf('Payable balance')).toBe('0 points');
  });
});
