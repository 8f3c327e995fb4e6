import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { JOB_SUMMARY } from '#client/test/job-fixtures.ts';
import { PrimeStyleScope } from '#client/startup/prime-styles/prime-style-scope.tsx';
import { SimilarJobs } from './similar-jobs.tsx';

// PrimeReact's Menu takes a while to transform on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const REFERRED: JobSummary = {
  ...JOB_SUMMARY,
  id: 'b'.repeat(32),
  slug: 'acme-analyst',
  title: 'Analyst',
  showRefer: 0,
  showApply: -1,
};

function renderSimilar(onRefer = vi.fn(), onApply = vi.fn(), jobs = [JOB_SUMMARY, REFERRED]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        // The job page's PrimeReact context: without it the Menu's outside-click listener
        // throws on reading it.
        element: (
          <PrimeStyleScope>
            <SimilarJobs
              jobs={jobs}
              loading={false}
              failed={false}
              onRetry={vi.fn()}
              onRefer={onRefer}
              onApply={onApply}
            />
          </PrimeStyleScope>
        ),
      },
    ],
    { initialEntries: ['/job-detail/x/y'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onRefer, onApply };
}

const menuButton = (title: string) =>
  screen.getByRole('button', { name: `Job actions for ${title}` });
// jsdom lays nothing out, so PrimeReact leaves its positioned overlay at display: none.
const menuItems = () =>
  screen
    .queryAllByRole('menuitem', { hidden: true })
    .map((item) => item.getAttribute('aria-label'));
const menuItem = (name: string) => screen.getByRole('menuitem', { name, hidden: true });
// PrimeReact marks its overlay so once the opening transition has ended.
const menuOpened = () => document.querySelector('.p-menu.p-connected-overlay-enter-done');

describe('similar jobs', () => {
  it("opens one menu with the clicked job's entries, and moves it to another card", async () => {
    const { onRefer } = renderSimilar();
    const user = userEvent.setup();
    expect(document.querySelector('.p-menu')).toBeNull(); // no menu before the first open

    await user.click(menuButton('Data Engineer'));
    await waitFor(() =>
      expect(menuItems()).toEqual(['View Job Details', 'Share Job', 'Refer', 'Apply']),
    );
    // Opened and settled, as a user's next click finds it: its outside-click check is on.
    await waitFor(() => expect(menuOpened()).not.toBeNull());

    // The other card: its own flags (already referred, Apply hidden), and the menu stays open.
    await user.click(menuButton('Analyst'));
    await waitFor(() =>
      expect(menuItems()).toEqual(['View Job Details', 'Share Job', 'Already Referred']),
    );
    await waitFor(() => expect(menuOpened()).not.toBeNull());

    await user.click(menuItem('Already Referred'));
    expect(onRefer).toHaveBeenCalledWith(REFERRED);
  });

  it('closes the menu with a second click on the same button', async () => {
    renderSimilar();
    const user = userEvent.setup();
    await user.click(menuButton('Data Engineer'));
    await waitFor(() => expect(menuItems()).toHaveLength(4));
    await user.click(menuButton('Data Engineer'));
    await waitFor(() => expect(menuItems()).toEqual([]));
  });

  it('closes the menu on a click outside it', async () => {
    renderSimilar();
    const user = userEvent.setup();
    await user.click(menuButton('Data Engineer'));
    await waitFor(() => expect(menuItems()).toHaveLength(4));
    // The Menu listens for outside clicks only once its opening transition has ended.
    await waitFor(async () => {
      await user.click(document.body);
      expect(menuItems()).toEqual([]);
    });
  });

  it('opens the job from its menu', async () => {
    const { router } = renderSimilar();
    const user = userEvent.setup();
    await user.click(menuButton('Analyst'));
    await waitFor(() => expect(menuItems()).toHaveLength(3));
    await user.click(menuItem('View Job Details'));
    expect(router.state.location.pathname).toBe(`/job-detail/acme-analyst/${'b'.repeat(32)}`);
  });

  it('shows five jobs at a time, with navigators only when there are more', async () => {
    const jobs = Array.from({ length: 7 }, (_, i) => ({
      ...JOB_SUMMARY,
      id: String(i).repeat(32),
      title: `Job ${i + 1}`,
    }));
    renderSimilar(vi.fn(), vi.fn(), jobs);
    const links = () => screen.getAllByRole('link').map((link) => link.textContent);
    expect(links()).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
    const previous = screen.getByRole('button', { name: 'Previous similar job' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next similar job' }));
    expect(links()).toEqual(['Job 2', 'Job 3', 'Job 4', 'Job 5', 'Job 6']);
  });

  it('has no navigators for five jobs or fewer', () => {
    renderSimilar();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /similar job$/ })).toBeNull();
  });
});
