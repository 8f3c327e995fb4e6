import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { NewConversation } from './new-conversation.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const CONTACTS = [
  { id: 'u-2', name: 'Ada Lovelace', jobId: 'j-1', jobTitle: 'Data Engineer', status: 'online' },
];

/** The contacts answer 500 while `down.contacts`. */
function serve(down: { contacts: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/messages/contacts')
      return down.contacts ? FAILED : { body: { items: CONTACTS } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

async function openDialog(button: string) {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewConversation onStarted={() => undefined} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

const recipients = async (dialog: HTMLElement) => {
  await userEvent.click(dialog.querySelector('.p-dropdown') as HTMLElement);
  return screen.findByRole('listbox', { hidden: true });
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the new message’s recipients that could not load', () => {
  it('say so under the field, and Try Again brings the people to write to', async () => {
    const down = { contacts: true };
    const calls = serve(down);
    const dialog = await openDialog('New message');

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The people you can write to could not be loaded.');

    down.contacts = false;
    const before = calls.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(calls.mock.calls.length).toBeGreaterThan(before);
    const list = await recipients(dialog);
    expect(
      within(list).getByRole('option', { name: 'Ada Lovelace · Data Engineer', hidden: true }),
    ).toBeTruthy();
  });

  it('say so in Turkish, and Tekrar Dene brings them', async () => {
    await i18next.changeLanguage('tr');
    const down = { contacts: true };
    serve(down);
    const dialog = await openDialog('Yeni mesaj');

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Yazabileceğiniz kişiler yüklenemedi.');
    down.contacts = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    const list = await recipients(dialog);
    expect(
      within(list).getByRole('option', { name: 'Ada Lovelace · Data Engineer', hidden: true }),
    ).toBeTruthy();
  });
});
