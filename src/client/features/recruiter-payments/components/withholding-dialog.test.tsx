import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { WithholdingDialog } from './withholding-dialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const COUNTRIES = [
  { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
];
const RATES = [
  { countryId: 9, iso2: 'DE', nameEn: 'Germany', nameTr: 'Almanya', withholdingRateBp: 1250 },
];

/** The countries and the rates answer 500 while `down` holds them. */
function serve(down: Set<'countries' | 'rates'>) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/lookups/countries')
      return down.has('countries') ? FAILED : { body: { items: COUNTRIES } };
    if (path === '/api/recruiter-payments/withholding-rates')
      return down.has('rates') ? FAILED : { body: { items: RATES } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderDialog() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WithholdingDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

const countryField = (label: string) =>
  screen.getByLabelText(label).closest('.form-field') as HTMLElement;

async function openCountries(label: string) {
  await userEvent.click(countryField(label).querySelector('.p-dropdown') as HTMLElement);
  return screen.findByRole('listbox', { hidden: true });
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the withholding dialog’s lists that could not load', () => {
  it('say so, and each Try Again brings its list: the countries to choose and the rates', async () => {
    const down = new Set<'countries' | 'rates'>(['countries', 'rates']);
    serve(down);
    renderDialog();

    const countries = await within(countryField('Country')).findByRole('alert');
    expect(countries.textContent).toContain('Failed to load countries. Please try again.');
    const rates = await screen.findByText('The rates could not be loaded.');
    const ratesAlert = rates.closest('[role="alert"]') as HTMLElement;
    expect(ratesAlert).not.toBeNull();

    down.clear();
    const user = userEvent.setup();
    await user.click(within(countries).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(countryField('Country')).queryByRole('alert')).toBeNull());
    const list = await openCountries('Country');
    expect(within(list).getByRole('option', { name: 'Türkiye', hidden: true })).toBeTruthy();

    await user.click(within(ratesAlert).getByRole('button', { name: 'Try Again', hidden: true }));
    expect(
      await screen.findByRole('button', { name: 'Germany: 12.5 %', hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByText('The rates could not be loaded.')).toBeNull();
  });

  it('say so in Turkish, and Tekrar Dene brings the countries', async () => {
    await i18next.changeLanguage('tr');
    const down = new Set<'countries' | 'rates'>(['countries']);
    serve(down);
    renderDialog();

    const alert = await within(countryField('Ülke')).findByRole('alert');
    expect(alert.textContent).toContain('Ülkeler yüklenemedi. Lütfen tekrar deneyin.');
    down.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(within(countryField('Ülke')).queryByRole('alert')).toBeNull());
    const list = await openCountries('Ülke');
    expect(within(list).getByRole('option', { name: 'Türkiye', hidden: true })).toBeTruthy();
  });
});
