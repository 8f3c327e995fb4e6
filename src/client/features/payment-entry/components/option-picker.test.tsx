import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceOption } from '#shared/schemas/payment-entry.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { searchInvoices } from '../api/search-options.ts';
import { OptionPicker } from './option-picker.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const INVOICE: InvoiceOption = {
  id: 'inv-1',
  number: 'INV-2025-0001',
  companyName: 'Acme',
  totalMinor: 12_000,
  currency: 'USD',
  issuedAt: '2025-01-02T00:00:00.000Z',
};

/** The invoice search answers 500 while `down.failing` holds; the searched texts in order. */
function serve(down: { failing: boolean }) {
  const asked: string[] = [];
  mockFetch((raw) => {
    const url = new URL(raw, 'http://test.invalid');
    if (url.pathname !== '/api/payment-entry/invoices')
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    asked.push(url.searchParams.get('q') ?? '');
    return down.failing ? FAILED : { body: { items: [INVOICE] } };
  });
  return asked;
}

function renderPicker(onChange: (option: InvoiceOption | null) => void = () => undefined) {
  return render(
    <>
      <label htmlFor="invoice">Invoice</label>
      <OptionPicker<InvoiceOption>
        inputId="invoice"
        search={searchInvoices}
        value={null}
        onChange={onChange}
        label={(option) => option.number}
        hint={(option) => option.companyName}
        placeholder="Invoice number or company"
        emptyMessage="No unpaid invoice matches."
      />
    </>,
  );
}

/**
 * The open list's option. jsdom cannot lay the overlay out (PrimeReact leaves it display:none
 * there, also after a plain search), so the option is looked up among hidden ones, and the
 * field must say its list is open.
 */
async function findListed(name: string | RegExp) {
  const option = await screen.findByRole('option', { name, hidden: true });
  await waitFor(() =>
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true'),
  );
  return option;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the option picker when its search fails', () => {
  it('says the search failed (not that nothing matches), and Try Again repeats it and lists the results', async () => {
    const down = { failing: true };
    const asked = serve(down);
    const onChange = vi.fn();
    renderPicker(onChange);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Invoice'), 'acme');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search could not be completed.');
    expect(screen.queryByText('No unpaid invoice matches.')).toBeNull();
    expect(asked).toEqual(['acme']);

    down.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const option = await findListed(/INV-2025-0001/);
    expect(asked).toEqual(['acme', 'acme']);
    expect(screen.queryByRole('alert')).toBeNull();
    // Back in the field, the results can be chosen from the keyboard.
    expect(document.activeElement).toBe(screen.getByLabelText('Invoice'));
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(INVOICE);
  });

  it('says so in Turkish, and a Try Again that fails again keeps saying so', async () => {
    await i18next.changeLanguage('tr');
    const down = { failing: true };
    const asked = serve(down);
    renderPicker();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Invoice'), 'inv');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Arama tamamlanamadı.');

    // From the keyboard: Tab leaves the field (which empties it) for Try Again, and Enter.
    const tryAgain = screen.getByRole('button', { name: 'Tekrar Dene' });
    for (let step = 0; step < 4 && document.activeElement !== tryAgain; step++) await user.tab();
    expect(document.activeElement).toBe(tryAgain);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked).toEqual(['inv', 'inv']));
    expect((await screen.findByRole('alert')).textContent).toContain('Arama tamamlanamadı.');
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    // The same search, in the field again.
    expect((screen.getByLabelText('Invoice') as HTMLInputElement).value).toBe('inv');

    down.failing = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await findListed(/INV-2025-0001/)).toBeTruthy();
    expect(asked).toEqual(['inv', 'inv', 'inv']);
  });

  it('still says nothing matches when the search answered with no results', async () => {
    mockFetch(() => ({ body: { items: [] } }));
    renderPicker();
    await userEvent.type(screen.getByLabelText('Invoice'), 'zzz');
    expect(await screen.findByText('No unpaid invoice matches.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
