import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { JobPerson } from '#shared/schemas/jobs.ts';
import { registerToastSink, type ToastMessage } from '#client/components/toast/toast.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { onTestCleanup } from '#client/test/cleanups.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { createSession, createUser } from '#client/test/session-fixtures.ts';
import { JobResponsibles } from './job-people.tsx';

vi.setConfig({ testTimeout: 30_000 });

const person = (id: string): JobPerson => ({
  id,
  firstname: 'Ada',
  lastname: `Lovelace ${id || 'none'}`,
  email: null,
  pictureUrl: null,
});
const JOB_PATH = '/job-detail/acme-data-engineer/abc';

function toasts() {
  const shown: ToastMessage[] = [];
  onTestCleanup(registerToastSink((message) => shown.push(message)));
  return shown;
}

function renderResponsibles(people: JobPerson[]) {
  const router = createMemoryRouter(
    [
      { path: '/job-detail/*', element: <JobResponsibles people={people} /> },
      { path: '/profile/:encryptedId', element: <h1>Profile page</h1> },
    ],
    { initialEntries: [JOB_PATH] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function logIn() {
  sessionStore.setSession(createSession({ user: createUser() }));
  onTestCleanup(() => sessionStore.clear());
}

describe('opening a company responsible’s profile from job detail', () => {
  it('says "User not found" on job detail when the profile is not there', async () => {
    logIn();
    const shown = toasts();
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url);
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    });
    const router = renderResponsibles([person('gone')]);
    await userEvent.click(screen.getByRole('button', { name: 'Profile of Ada Lovelace gone' }));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      severity: 'error',
      summary: 'Error',
      detail: 'User not found',
    });
    expect(asked).toEqual(['/api/profile/public/gone']);
    expect(router.state.location.pathname).toBe(JOB_PATH);
  });

  it('says "User ID not found" for a person without an id, in the language on screen', async () => {
    logIn();
    await i18next.changeLanguage('tr');
    onTestCleanup(() => void i18next.changeLanguage('en'));
    const shown = toasts();
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url);
      return { status: 500 };
    });
    const router = renderResponsibles([person('')]);
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace none profili' }));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ summary: 'Hata', detail: 'Kullanıcı kimliği bulunamadı' });
    expect(asked).toEqual([]);
    expect(router.state.location.pathname).toBe(JOB_PATH);
  });

  it('opens a profile that is there, and sends a visitor to the page (its guard asks to log in)', async () => {
    logIn();
    mockFetch((url) =>
      url === '/api/profile/public/here'
        ? {
            body: {
              id: 'here',
              name: 'Ada Lovelace',
              roleName: 'Company',
              profilePictureUrl: null,
            },
          }
        : { status: 404 },
    );
    const router = renderResponsibles([person('here')]);
    await userEvent.click(screen.getByRole('button', { name: 'Profile of Ada Lovelace here' }));
    await screen.findByRole('heading', { name: 'Profile page' });
    expect(router.state.location.pathname).toBe('/profile/here');

    sessionStore.clear();
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url);
      return { status: 401 };
    });
    const visitor = renderResponsibles([person('other')]);
    await userEvent.click(screen.getByRole('button', { name: 'Profile of Ada Lovelace other' }));
    await waitFor(() => expect(visitor.state.location.pathname).toBe('/profile/other'));
    expect(asked).toEqual([]);
  });
});
