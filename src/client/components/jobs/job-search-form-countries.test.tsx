import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { JobSearchForm } from './job-search-form.tsx';

// The picker's chunk (PrimeReact's MultiSelect) takes a while to transform on a busy machine.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const COUNTRIES = [
  { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
];

/** The countries answer 500 while `down.countries`. */
function serve(down: { countries: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/lookups/countries')
      return down.countries ? FAILED : { body: { items: COUNTRIES } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

/** The search form with a saved country chosen: the real picker asks for the countries at once. */
function renderForm() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <JobSearchForm initial={{ countryIds: [7], keyword: '' }} onSearch={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const countriesField = () => document.querySelector('.job-search-form__countries') as HTMLElement;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the public job search’s countries that could not load', () => {
  it('say so under the closed field, and Try Again brings the chosen country back', async () => {
    const down = { countries: true };
    const calls = serve(down);
    renderForm();

    const alert = await within(countriesField()).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load countries. Please try again.');
    expect(document.querySelector('.country-chip')).toBeNull();

    down.countries = false;
    const before = calls.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(document.querySelector('.country-chip')?.textContent).toBe('TR'));
    expect(calls.mock.calls.length).toBeGreaterThan(before);
    expect(within(countriesField()).queryByRole('alert')).toBeNull();
  });

  it('say so in Turkish, with Tekrar Dene', async () => {
    await i18next.changeLanguage('tr');
    const down = { countries: true };
    serve(down);
    renderForm();

    const alert = await within(countriesField()).findByRole('alert');
    expect(alert.textContent).toContain('Ülkeler yüklenemedi. Lütfen tekrar deneyin.');
    down.countries = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(document.querySelector('.country-chip')?.textContent).toBe('TR'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
