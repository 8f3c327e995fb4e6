import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CompanyPicker } from './company-picker.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const COMPANY = {
  id: 'c-1',
  name: 'Acme Ltd',
  industryId: null,
  industryName: null,
  countryId: null,
  countryName: null,
  cityName: null,
  website: null,
  active: true,
  memberCount: 1,
  openJobCount: 0,
  logoUrl: null,
  createdAt: '2025-01-02T00:00:00.000Z',
};

/** The company search answers 500 while `down.failing` holds; the searched texts in order. */
function serve(down: { failing: boolean }) {
  const asked: string[] = [];
  mockFetch((raw) => {
    const url = new URL(raw, 'http://test.invalid');
    if (url.pathname !== '/api/companies')
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    asked.push(url.searchParams.get('q') ?? '');
    return down.failing ? FAILED : { body: { items: [COMPANY], total: 1, page: 1, size: 10 } };
  });
  return asked;
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

describe('the company picker when its search fails', () => {
  it('says the search failed (not that nothing matches), and Try Again repeats it and lists the results', async () => {
    const down = { failing: true };
    const asked = serve(down);
    const onChange = vi.fn();
    render(<CompanyPicker onChange={onChange} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Company'), 'acme');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The company search could not be completed.');
    expect(screen.queryByText('No company matches.')).toBeNull();
    expect(asked).toEqual(['acme']);

    down.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const option = await findListed('Acme Ltd');
    expect(asked).toEqual(['acme', 'acme']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Company'));
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith('c-1');
  });

  it('says so in Turkish, and a Try Again that fails again keeps saying so', async () => {
    await i18next.changeLanguage('tr');
    const down = { failing: true };
    const asked = serve(down);
    render(<CompanyPicker onChange={() => undefined} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Şirket'), 'acme');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Şirket araması tamamlanamadı.');

    // From the keyboard: Tab leaves the field (which empties it) for Try Again, and Enter.
    const tryAgain = screen.getByRole('button', { name: 'Tekrar Dene' });
    for (let step = 0; step < 4 && document.activeElement !== tryAgain; step++) await user.tab();
    expect(document.activeElement).toBe(tryAgain);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked).toEqual(['acme', 'acme']));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Şirket araması tamamlanamadı.',
    );
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    // The same search, in the field again.
    expect((screen.getByLabelText('Şirket') as HTMLInputElement).value).toBe('acme');

    down.failing = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await findListed('Acme Ltd')).toBeTruthy();
    expect(asked).toEqual(['acme', 'acme', 'acme']);
  });

  it('still says no company matches when the search answered with none', async () => {
    mockFetch(() => ({ body: { items: [], total: 0, page: 1, size: 10 } }));
    render(<CompanyPicker onChange={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Company'), 'zzz');
    expect(await screen.findByText('No company matches.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
