import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '#shared/schemas/user-admin.ts';
import { useLookup } from '#client/api/lookups/get-lookup.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { RoleDialog } from './role-dialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const ROLES = [
  { id: 2, code: 'recruiter', description: 'Recruiter' },
  { id: 3, code: 'company', description: 'Company' },
];
const USER: AdminUser = {
  id: 'u-1',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  roleId: 2,
  active: true,
  emailConfirmed: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

/** The roles answer 500 while `down.roles`. */
function serve(down: { roles: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/lookups/roles') return down.roles ? FAILED : { body: { items: ROLES } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

/** The dialog as the users' list opens it, with the list's roles lookup. */
function WithRoles() {
  const { i18n } = useTranslation();
  const roles = useLookup('roles', i18n.language);
  return (
    <RoleDialog
      user={USER}
      roles={roles}
      pending={false}
      onSave={() => undefined}
      onClose={() => undefined}
    />
  );
}

function renderDialog() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WithRoles />
    </QueryClientProvider>,
  );
}

/** The role field, found by its label's text (the trigger is named after the placeholder too). */
const roleField = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.admin-field') as HTMLElement;
const roleShown = (label: string) =>
  roleField(label).querySelector('.p-dropdown-label')?.textContent;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the role dialog’s roles that could not load', () => {
  it('say so under the field, and Try Again brings the roles and the current one', async () => {
    const down = { roles: true };
    const calls = serve(down);
    renderDialog();

    const alert = await within(roleField('New role')).findByRole('alert');
    expect(alert.textContent).toContain('The roles could not be loaded.');
    expect(roleShown('New role')).not.toBe('Recruiter');

    down.roles = false;
    const before = calls.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(roleShown('New role')).toBe('Recruiter'));
    expect(calls.mock.calls.length).toBeGreaterThan(before);
    expect(within(roleField('New role')).queryByRole('alert')).toBeNull();
  });

  it('say so in Turkish, and Tekrar Dene brings them', async () => {
    await i18next.changeLanguage('tr');
    const down = { roles: true };
    serve(down);
    renderDialog();

    const alert = await within(roleField('Yeni rol')).findByRole('alert');
    expect(alert.textContent).toContain('Roller yüklenemedi.');
    down.roles = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(roleShown('Yeni rol')).toBe('Recruiter'));
  });
});
