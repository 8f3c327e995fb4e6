import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch, type MockReply } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';

// Whole-app renders load page chunks (PrimeReact forms) on demand: give a busy machine time.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const OPTIONS = {
  marketingChannels: [{ id: 1, name: 'Search', description: 'Search engine' }],
  industries: [{ id: 3, description: 'Software' }],
  countries: [{ id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90' }],
};
const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };

/**
 * The sign-up options fail until `server.up`; then each answer waits for `server.release()`, so
 * the test sees what the page shows while a retry is on its way.
 */
function serve() {
  const server = { up: false, release: () => undefined as void };
  mockFetch((raw) => {
    const { pathname } = new URL(raw, 'http://test.invalid');
    if (pathname === '/api/accounts/signup-options') {
      if (!server.up) return FAILED;
      return new Promise<MockReply>((resolve) => {
        server.release = () => resolve({ body: OPTIONS });
      });
    }
    if (pathname === '/api/geo/country') return { body: { iso2: 'TR' } };
    if (pathname === '/api/content') return { body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
  return server;
}

/** The options a dropdown offers once opened (the last open panel: the phone's list is another). */
async function offered(label: string) {
  const [field] = await screen.findAllByLabelText(label);
  await userEvent.click(field!.closest('.p-dropdown') as HTMLElement);
  const lists = await screen.findAllByRole('listbox', { hidden: true });
  const names = within(lists.at(-1)!)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('company sign-up whose choices could not load', () => {
  it('says so with Try Again, shows it is loading again, then offers the country, industry and channel', async () => {
    const server = serve();
    renderApp('/company-signup');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The form could not be loaded. Please try again.');
    expect(screen.queryByLabelText('Country')).toBeNull();

    server.up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    // While the retry is on its way: the loading state, not the old failure.
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    server.release();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull());
    expect(await offered('Country')).toEqual(['Türkiye']);
    expect(await offered('Industry')).toEqual(['Software']);
    expect(await offered('How did you hear about us?')).toEqual(['Search engine']);
  });

  it('says so in Turkish, with Tekrar Dene', async () => {
    await i18next.changeLanguage('tr');
    serve();
    renderApp('/company-signup');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Form yüklenemedi. Lütfen tekrar deneyin.');
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });
});
