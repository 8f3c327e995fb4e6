import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ClosedCountryMultiSelect } from './closed-country-multi-select.tsx';
import { initI18n } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { markupShape } from '#client/test/markup-shape.ts';
import { LazyCountryMultiSelect } from './lazy-country-multi-select.tsx';

// The picker's chunk (PrimeReact's MultiSelect) takes a while to transform on a busy machine.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const COUNTRIES = [
  { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
  { id: 9, iso2: 'DE', description: 'Germany', phoneCode: '+49', defaultCurrency: 'EUR' },
];

function Field({ initial = [] as number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="countries">Countries</label>
      <LazyCountryMultiSelect inputId="countries" value={value} onChange={setValue} />
      <button type="button">After</button>
    </>
  );
}

function renderField(props: Parameters<typeof Field>[0] = {}) {
  mockFetch(() => ({ body: { items: COUNTRIES } }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Field {...props} />
    </QueryClientProvider>,
  );
}

const realPicker = () => document.querySelector('[data-pc-name="multiselect"]');

describe('the country picker, loaded on first use', () => {
  beforeAll(() => void initI18n('en'));

  it('draws PrimeReact’s closed, empty MultiSelect without PrimeReact (plain, invalid, described)', () => {
    const cases = [
      { invalid: false, describedBy: undefined, className: undefined },
      { invalid: true, describedBy: 'search-error', className: 'wide' },
    ];
    for (const { invalid, describedBy, className } of cases) {
      const prime = render(
        <MultiSelect
          inputId="countries"
          className={['country-multi-select', className].filter(Boolean).join(' ')}
          value={[]}
          options={[]}
          display="chip"
          placeholder="Select countries"
          invalid={invalid}
          aria-describedby={describedBy}
        />,
      ).container.firstElementChild as Element;
      const light = render(
        <ClosedCountryMultiSelect
          inputId="countries"
          className={className}
          placeholder="Select countries"
          invalid={invalid}
          ariaDescribedBy={describedBy}
          busy={false}
          onWake={() => undefined}
          onPreload={() => undefined}
        />,
      ).container.firstElementChild as Element;
      expect(markupShape(light)).toBe(markupShape(prime));
    }
  });

  it('stays closed and PrimeReact-free until reached, then opens on a click with the focus in it', async () => {
    renderField();
    const field = screen.getByRole('combobox', { name: 'Countries' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(realPicker()).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByText('Select countries'));
    const filter = await screen.findByPlaceholderText('Search country');
    expect(realPicker()).not.toBeNull();
    const opened = screen.getByRole('combobox', { name: 'Countries' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect([opened, filter]).toContain(document.activeElement);
  });

  it('takes the focus over from the keyboard, closed, and opens with an opening key', async () => {
    renderField();
    const user = userEvent.setup();
    await user.tab();
    await waitFor(() => expect(realPicker()).not.toBeNull());
    const field = screen.getByRole('combobox', { name: 'Countries' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByPlaceholderText('Search country')).toBeTruthy();
  });

  it('opens at once when an opening key reaches the closed field', async () => {
    renderField();
    const closed = screen.getByRole('combobox', { name: 'Countries' });
    const user = userEvent.setup();
    closed.focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByPlaceholderText('Search country');
    // Focus stays in the picker: on the field, or on the search box once PrimeReact's opening
    // animation has ended (which of the two depends on how fast the machine is).
    expect([document.getElementById('countries'), search]).toContain(document.activeElement);
  });

  it('shows chosen countries with the real picker straight away', async () => {
    renderField({ initial: [7] });
    await waitFor(() => expect(realPicker()).not.toBeNull());
    expect(await screen.findByText('TR')).toBeTruthy();
  });
});

describe('the chosen countries', () => {
  beforeAll(() => void initI18n('en'));

  it('are chips of their own, each with its flag, code and a remove button', async () => {
    renderField({ initial: [7, 9] });
    await waitFor(() => expect(document.querySelectorAll('.country-chip')).toHaveLength(2));
    const chips = [...document.querySelectorAll('.country-chip')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['TR', 'DE']);
    expect(chips[0]?.querySelector('img.country-flag')?.getAttribute('src')).toMatch(/tr\.svg/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Germany' }));
    await waitFor(() => expect(document.querySelectorAll('.country-chip')).toHaveLength(1));
  });
});
