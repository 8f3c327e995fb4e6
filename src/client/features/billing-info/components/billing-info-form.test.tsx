import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { BillingInfoForm } from './billing-info-form.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const CURRENCIES = [{ id: 1, code: 'USD', description: 'US Dollar' }];

/** The currencies answer 500 while `down.currencies`; countries and cities answer (empty). */
function serve(down: { currencies: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/lookups/currencies')
      return down.currencies ? FAILED : { body: { items: CURRENCIES } };
    if (path.startsWith('/api/lookups/countries')) return { body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderForm() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BillingInfoForm scope="personal" info={null} />
    </QueryClientProvider>,
  );
}

const fieldOf = (label: string) =>
  screen.getByLabelText(label).closest('.form-field') as HTMLElement;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('billing info currencies that could not load', () => {
  it('say so under the currency field, and Try Again brings them', async () => {
    const down = { currencies: true };
    serve(down);
    renderForm();

    const alert = await within(fieldOf('Currency')).findByRole('alert');
    expect(alert.textContent).toContain('Error loading currencies');

    down.currencies = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(fieldOf('Currency')).queryByRole('alert')).toBeNull());
    // The list is there now: the dropdown offers the currency.
    await user.click(fieldOf('Currency').querySelector('.p-dropdown') as HTMLElement);
    const list = await screen.findByRole('listbox', { hidden: true });
    expect(within(list).getByRole('option', { name: 'US Dollar', hidden: true })).toBeTruthy();
  });

  it('say so in Turkish, with Tekrar Dene', async () => {
    await i18next.changeLanguage('tr');
    serve({ currencies: true });
    renderForm();
    const alert = await within(fieldOf('Para Birimi')).findByRole('alert');
    expect(alert.textContent).toContain('Para birimleri yüklenirken hata oluştu');
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });
});
