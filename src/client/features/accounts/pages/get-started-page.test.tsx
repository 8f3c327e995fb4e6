import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch, type MockReply } from '#client/test/fetch-mock.ts';
import { GetStartedPage } from './get-started-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const card = (key: string, title: string) => ({
  key,
  title,
  tag: 'Free',
  description: `${title} text`,
  button: `Start as ${key}`,
});
const CARDS = [
  card('candidate', 'Find a job'),
  card('company', 'Hire people'),
  card('recruiter', 'Refer people'),
];

/** The cards answer what `reply()` gives: a failure, the cards, or a reply still on its way. */
function serve(reply: () => MockReply | Promise<MockReply>) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/accounts/get-started') return reply();
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderPage() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GetStartedPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the get-started cards that could not load', () => {
  it('say so with Try Again, which gives way to the placeholders and then brings the cards', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    let reply: () => MockReply | Promise<MockReply> = () => FAILED;
    const calls = serve(() => reply());
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The ways to get started could not be loaded. Please try again.',
    );
    expect(document.querySelector('.get-started__card')).toBeNull();

    reply = () => new Promise<MockReply>((resolve) => (answer = resolve));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    // The retry is on its way: placeholders, not the message of the failed call.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.querySelectorAll('.get-started__card')).toHaveLength(3);
    expect(calls).toHaveBeenCalledTimes(2);

    answer({ body: { cards: CARDS } });
    expect(await screen.findByRole('heading', { name: 'Hire people' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start as recruiter' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('say so in Turkish, and Tekrar Dene brings the cards', async () => {
    await i18next.changeLanguage('tr');
    let down = true;
    serve(() => (down ? FAILED : { body: { cards: CARDS } }));
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Başlama seçenekleri yüklenemedi. Lütfen tekrar deneyin.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { name: 'Find a job' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
