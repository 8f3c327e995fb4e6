import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { JobPerson } from '#shared/schemas/jobs.ts';
import { PrimeStyleScope } from '#client/startup/prime-styles/prime-style-scope.tsx';
import { JobRecruiters } from './job-people.tsx';

// PrimeReact's overlay and dialog take a while to transform on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const person = (n: number, email: string | null = null): JobPerson => ({
  id: `p${n}`,
  firstname: `Ada${n}`,
  lastname: 'Lovelace',
  email,
  pictureUrl: null,
});

function renderRecruiters(people: JobPerson[]) {
  // The job page's PrimeReact context: without it the overlay's outside-click listener throws.
  const element = (
    <PrimeStyleScope>
      <JobRecruiters people={people} />
    </PrimeStyleScope>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/job-detail/acme-data-engineer/abc'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

// jsdom lays nothing out: PrimeReact's positioned overlay keeps display: none there.
const overlayText = () => document.querySelector('.person-overlay')?.textContent ?? null;
// PrimeReact marks its overlay so once the opening transition has ended.
const overlayOpened = () => document.querySelector('.person-overlay.p-overlaypanel-enter-done');

describe('recruiters of a job', () => {
  it('opens the recruiter overlay on the first click, and moves it to the next recruiter', async () => {
    renderRecruiters([person(1, 'ada1@example.com'), person(2)]);
    const user = userEvent.setup();
    expect(document.querySelector('.person-overlay')).toBeNull(); // nothing before it is used

    await user.click(screen.getByRole('button', { name: 'Ada1 Lovelace' }));
    await waitFor(() => expect(overlayText()).toContain('Ada1 Lovelace'));
    const mail = screen.getByRole('link', { name: 'Message to Recruiter', hidden: true });
    expect(mail.getAttribute('href')).toBe('mailto:ada1@example.com');
    // Opened and settled, as a user's next click finds it: its outside-click check is on.
    await waitFor(() => expect(overlayOpened()).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Ada2 Lovelace' }));
    await waitFor(() => expect(overlayText()).toContain('Ada2 Lovelace'));
    await waitFor(() => expect(overlayOpened()).not.toBeNull()); // open there, not closed
  });

  it('sends a visitor who wants to message a recruiter to login, with the page kept', async () => {
    window.history.replaceState(null, '', '/job-detail/acme-data-engineer/abc'); // the link reads it
    const router = renderRecruiters([person(1)]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ada1 Lovelace' }));
    await user.click(
      await screen.findByRole('button', { name: 'Message to Recruiter', hidden: true }),
    );
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/login?redirect=${encodeURIComponent('/job-detail/acme-data-engineer/abc')}`,
    );
    window.history.replaceState(null, '', '/');
  });

  it('shows five avatars, then +N opening the full list', async () => {
    renderRecruiters([1, 2, 3, 4, 5, 6, 7].map((n) => person(n)));
    const user = userEvent.setup();
    expect(screen.getAllByRole('button', { name: /^Ada\d Lovelace$/ })).toHaveLength(5);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all 7 recruiters' }));
    const dialog = await screen.findByRole('dialog', { name: 'All recruiters' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
  });
});
