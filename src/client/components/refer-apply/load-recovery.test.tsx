import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/api/query-client.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { createSession, createUser } from '#client/test/session-fixtures.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { CandidatePicker } from './candidate-picker.tsx';

// A server error is tried three times (1 s, then 2 s apart) before the dialog says so.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const CV = {
  id: 'c'.repeat(32),
  name: 'cv.pdf',
  sizeBytes: 2048,
  mimeType: 'application/pdf',
  createdAt: '2026-10-22T10:00:00.000Z',
  url: '/api/files/c',
};
const ADA = {
  id: '0123456789abcdef0123456789abcdef',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.test',
  mobile: null,
  linkedinPage: null,
  countryName: null,
  cityName: null,
  cvCount: 1,
};
const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };

/** `failing` answers 500 until `up()`; the other calls of the dialogs answer. */
function serve(failing: string) {
  let down = true;
  mockFetch((raw) => {
    const { pathname } = new URL(raw, 'http://test.invalid');
    if (down && pathname === failing) return FAILED;
    if (pathname === '/api/referrals/candidates/mine/cvs') return { body: { items: [CV] } };
    if (pathname === '/api/referrals/candidates')
      return { body: { items: [ADA], total: 1, page: 1, size: 4 } };
    if (pathname === '/api/terms/1')
      return { body: { termTypeId: 1, htmlBody: '<p>Rewards are paid after a hire.</p>' } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
  return { up: () => (down = false) };
}

function renderWithRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/jobs'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function renderApply() {
  sessionStore.setSession(
    createSession({ user: createUser({ roleId: 3, linkedinPage: 'linkedin.com/in/ada/' }) }),
  );
  renderWithRouter(
    <ApplyDialog
      job={{ id: 'a'.repeat(32), title: 'Data Engineer' }}
      onClose={() => undefined}
      onDone={() => undefined}
    />,
  );
}

/** The alert saying `message` leaves the placeholder; its Try Again brings `shown`. */
async function expectRecovery(server: { up: () => void }, message: string, shown: string) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(message);
  expect(screen.queryByText('Loading...')).toBeNull();
  server.up();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText(shown)).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('the refer and apply dialogs recover from a failed load', () => {
  it("the refer dialog's candidate list", async () => {
    const server = serve('/api/referrals/candidates');
    renderWithRouter(<CandidatePicker selected={null} onSelect={() => undefined} />);
    await expectRecovery(server, 'Failed to load candidates. Please try again.', 'Ada Lovelace');
  });

  it('the stored CVs', async () => {
    const server = serve('/api/referrals/candidates/mine/cvs');
    renderApply();
    // Once the CVs load, the dialog starts from the latest one.
    await expectRecovery(server, 'Failed to load CVs. Please try again.', 'cv.pdf');
  });

  it('the text of the terms', async () => {
    const server = serve('/api/terms/1');
    renderApply();
    await userEvent.click(await screen.findByRole('button', { name: 'terms and conditions' }));
    await expectRecovery(
      server,
      'The text could not be loaded. Please try again.',
      'Rewards are paid after a hire.',
    );
  });
});
