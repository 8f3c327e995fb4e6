import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CompaniesTable } from './companies-table.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const INDUSTRIES = [{ id: 3, code: 'software', description: 'Software' }];
const COUNTRIES = [
  { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
];

/** The filters' lookups answer 500 while `down` says so; the list itself answers (empty). */
function serve(down: { industries: boolean; countries: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/lookups/industries')
      return down.industries ? FAILED : { body: { items: INDUSTRIES } };
    if (path === '/api/lookups/countries')
      return down.countries ? FAILED : { body: { items: COUNTRIES } };
    if (path === '/api/companies') return { body: { items: [], total: 0, page: 1, size: 10 } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderTable() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompaniesTable canEdit />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const filterOf = (label: string) =>
  screen.getByLabelText(label).closest('.admin-field') as HTMLElement;
/** The alert saying `text` (under the toolbar's fields, after its filter in reading order). */
const alertSaying = async (text: string) =>
  (await screen.findByText(text)).closest('[role="alert"]') as HTMLElement;

/** The options the filter offers once opened. */
async function offered(label: string) {
  await userEvent.click(filterOf(label).querySelector('.p-dropdown') as HTMLElement);
  const list = await screen.findByRole('listbox', { hidden: true });
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
  return names;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('company list filters whose choices could not load', () => {
  it('say so under the filters, and Try Again brings each filter’s choices', async () => {
    const down = { industries: true, countries: true };
    serve(down);
    renderTable();

    const industry = await alertSaying('The industries could not be loaded.');
    const country = await alertSaying('Failed to load countries. Please try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    // The list itself loaded: the failure is the filters' only.
    expect(await screen.findByText('No companies match these filters.')).toBeTruthy();

    down.industries = false;
    down.countries = false;
    await userEvent.click(within(industry).getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(screen.queryByText('The industries could not be loaded.')).toBeNull(),
    );
    expect(await offered('Industry')).toEqual(['Software']);

    await userEvent.click(within(country).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await offered('Country')).toEqual(['Türkiye']);
  });

  it('say so in Turkish, with Tekrar Dene', async () => {
    await i18next.changeLanguage('tr');
    serve({ industries: true, countries: false });
    renderTable();
    const alert = await alertSaying('Sektörler yüklenemedi.');
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
