import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CountryCitySelect } from './country-city-select.tsx';

vi.setConfig({ testTimeout: 20_000 });

const COUNTRIES = [
  { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
];
const CITIES = [{ id: 35, description: 'İzmir', countryId: 7, searchName: 'izmir' }];
const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };

/** Countries and cities answer 500 while their flag says so. */
function serve(down: { countries: boolean; cities: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/lookups/countries')
      return down.countries ? FAILED : { body: { items: COUNTRIES } };
    if (path === '/api/lookups/countries/7/cities')
      return down.cities ? FAILED : { body: { items: CITIES } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderSelect() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CountryCitySelect idPrefix="place" countryId={7} cityId={35} onChange={() => undefined} />
    </QueryClientProvider>,
  );
}

const fieldOf = (label: string) =>
  screen.getByLabelText(label).closest('.country-city-select__field') as HTMLElement;

/** The chosen entry's name, as the field shows it (empty while its list is missing). */
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('country and city lists that could not load', () => {
  it('say so under the country field, and Try Again brings the countries', async () => {
    const down = { countries: true, cities: false };
    serve(down);
    renderSelect();

    const alert = await within(fieldOf('Country')).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load countries. Please try again.');
    expect(valueOf('Country')).toBe('');

    down.countries = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(valueOf('Country')).toBe('Türkiye'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('say so under the city field, and Try Again brings the cities', async () => {
    const down = { countries: false, cities: true };
    serve(down);
    renderSelect();

    const alert = await within(fieldOf('City')).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load cities. Please try again.');
    expect(within(fieldOf('Country')).queryByRole('alert')).toBeNull();
    expect(valueOf('City')).toBe('');

    down.cities = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(valueOf('City')).toBe('İzmir'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('field messages', () => {
  it('show each under its own field, so a stacked pair on a phone keeps them apart', async () => {
    serve({ countries: false, cities: false });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CountryCitySelect
          idPrefix="place"
          countryId={null}
          cityId={null}
          invalid={{ country: true, city: true }}
          errors={{
            country: <small>Country is required</small>,
            city: <small>City is required</small>,
          }}
          onChange={() => undefined}
        />
      </QueryClientProvider>,
    );
    expect(within(fieldOf('Country')).getByText('Country is required')).toBeTruthy();
    expect(within(fieldOf('Country')).queryByText('City is required')).toBeNull();
    expect(within(fieldOf('City')).getByText('City is required')).toBeTruthy();
  });
});
