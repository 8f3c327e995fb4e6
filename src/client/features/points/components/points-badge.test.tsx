import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrencyBalance } from '#shared/schemas/points.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { PointsBadge } from './points-badge.tsx';

function renderBadge(balances: CurrencyBalance[]) {
  mockFetch((raw) =>
    new URL(raw, 'http://test.invalid').pathname === '/api/points/balance'
      ? { body: { balances } }
      : { status: 404, body: { code: 'not_found', message: 'Not found' } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PointsBadge />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const EUR = { currency: 'EUR', amountMinor: 150_000, points: 1500 };
const USD = { currency: 'USD', amountMinor: 75_000, points: 750 };

afterEach(async () => {
  await i18next.changeLanguage('en');
});

// Point History's balance gives each currency's amount with its points, "0 points" for none.
describe('the points badge', () => {
  it('shows each currency’s amount and names it with its points, like Point History', async () => {
    renderBadge([EUR, USD]);
    const badge = await screen.findByRole('link', {
      name: 'Your points: €1,500 (1,500 points) · $750 (750 points)',
    });
    expect(badge.getAttribute('href')).toBe('/chrs/user-point-history');
    expect(badge.querySelector('.points-badge__long')?.textContent).toBe('€1,500 · $750');
    expect(badge.querySelector('.points-badge__short')?.textContent).toBe('€1,500 +1');
  });

  it('says one point in the singular', async () => {
    renderBadge([{ currency: 'USD', amountMinor: 150, points: 1 }]);
    expect(await screen.findByRole('link', { name: 'Your points: $1.50 (1 point)' })).toBeTruthy();
  });

  it('says 0 points without a balance', async () => {
    renderBadge([]);
    const badge = await screen.findByRole('link', { name: 'Your points: 0 points' });
    expect(badge.querySelector('.points-badge__long')?.textContent).toBe('0 points');
  });

  it('speaks Turkish', async () => {
    await i18next.changeLanguage('tr');
    renderBadge([EUR]);
    const badge = await screen.findByRole('link', { name: 'Puanınız: €1.500 (1.500 puan)' });
    expect(badge.querySelector('.points-badge__long')?.textContent).toBe('€1.500');
  });
});
