import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/api/query-client.ts';
import { profileOf } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { createUser } from '#client/test/session-fixtures.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { ProfileForm } from './profile-form.tsx';

// PrimeReact's overlay animates in: jsdom keeps the panel at display none (hence `hidden: true`).
vi.setConfig({ testTimeout: 20_000 });

const GENDERS = {
  en: [
    { id: 1, description: 'Female' },
    { id: 2, description: 'Male' },
    { id: 3, description: 'Non-binary' },
    { id: 4, description: 'Prefer not to say' },
  ],
  tr: [
    { id: 1, description: 'Kadın' },
    { id: 2, description: 'Erkek' },
  ],
};

/** The genders answer 500 while `down.genders`. */
function serve(saved: unknown[], down = { genders: false }) {
  const profile = profileOf(createUser(), { genderId: null });
  return mockFetch((url, init) => {
    if (url.startsWith('/api/profile/genders'))
      return down.genders
        ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
        : { body: { items: url.endsWith('lang=tr') ? GENDERS.tr : GENDERS.en } };
    if (url.startsWith('/api/lookups/countries')) return { body: { items: [] } };
    if (url === '/api/profile' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { genderId: number | null };
      saved.push(body);
      return { body: { ...profile, genderId: body.genderId } };
    }
    return { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}

function renderForm() {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <ProfileForm profile={profileOf(createUser())} />
    </QueryClientProvider>,
  );
}

describe('profile form', () => {
  it('offers the genders of the server, labelled, and saves the chosen one', async () => {
    const saved: unknown[] = [];
    serve(saved);
    renderForm();
    const user = userEvent.setup();

    const gender = screen.getByLabelText('Gender');
    await user.click(gender.closest('.p-dropdown') as HTMLElement);
    const list = await screen.findByRole('listbox', { hidden: true });
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Female',
      'Male',
      'Non-binary',
      'Prefer not to say',
    ]);
    await user.click(screen.getByRole('option', { name: 'Non-binary', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    // an empty birth date is sent as null, not refused
    expect(saved[0]).toMatchObject({ genderId: 3, firstname: 'Ada', birthDate: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the choices in Turkish', async () => {
    serve([]);
    await i18next.changeLanguage('tr');
    renderForm();
    const user = userEvent.setup();
    const gender = screen.getByLabelText('Cinsiyet');
    await user.click(gender.closest('.p-dropdown') as HTMLElement);
    expect(await screen.findByRole('option', { name: 'Kadın', hidden: true })).toBeTruthy();
  });

  it('follows a language switched in the top bar, so its save keeps the account’s language', async () => {
    const saved: unknown[] = [];
    serve(saved);
    await i18next.changeLanguage('en');
    renderForm();
    await act(() => i18next.changeLanguage('tr'));
    await userEvent.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ language: 'tr' });
    await i18next.changeLanguage('en');
  });

  it('says when the genders could not load, and Try Again brings them', async () => {
    const down = { genders: true };
    serve([], down);
    renderForm();
    const field = screen.getByLabelText('Gender').closest('.form-field') as HTMLElement;

    // The app's client tries a server error three times (1 s, then 2 s apart) first.
    const alert = await within(field).findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert.textContent).toContain('The gender choices could not be loaded.');

    down.genders = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(field).queryByRole('alert')).toBeNull());
    await user.click(screen.getByLabelText('Gender').closest('.p-dropdown') as HTMLElement);
    expect(await screen.findByRole('option', { name: 'Female', hidden: true })).toBeTruthy();
  });
});
