import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CountryMultiSelect } from './country-multi-select.tsx';

vi.setConfig({ testTimeout: 30_000 });

const COUNTRIES = [
  { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
];

describe('the country picker when the countries could not load', () => {
  it('says so in its open list and under the field, whose Try Again brings them', async () => {
    let down = true;
    mockFetch(() =>
      down
        ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
        : { body: { items: COUNTRIES } },
    );
    // The app's retries (1 s, then 2 s) are not what this test is about.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <label htmlFor="countries">Countries</label>
        <CountryMultiSelect inputId="countries" value={[7]} onChange={() => undefined} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(document.querySelector('.p-multiselect-trigger') as HTMLElement);
    await waitFor(
      () =>
        expect(document.querySelector('.p-multiselect-empty-message')?.textContent).toBe(
          'Failed to load countries. Please try again.',
        ),
      { timeout: 10_000 },
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load countries. Please try again.');
    expect(document.querySelector('.country-chip')).toBeNull();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again', hidden: true }));
    await waitFor(() => expect(document.querySelector('.country-chip')?.textContent).toBe('TR'));
    expect(screen.queryByRole('button', { name: 'Try Again', hidden: true })).toBeNull();
  });
});
