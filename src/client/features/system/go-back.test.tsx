import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoBackButton } from './components/go-back-button.tsx';
import { goBack, isSameHostReferrer } from './go-back.ts';

describe('goBack', () => {
  it('goes back in history when the referrer is on this host', () => {
    const navigate = vi.fn();
    goBack(navigate, { referrer: 'https://app.example/chrs/users', host: 'app.example' });
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('goes home when the referrer is another site or missing', () => {
    const navigate = vi.fn();
    goBack(navigate, { referrer: 'https://elsewhere.example/', host: 'app.example' });
    goBack(navigate, { referrer: '', host: 'app.example' });
    expect(navigate.mock.calls).toEqual([['/'], ['/']]);
  });

  it('compares the host, port included', () => {
    expect(
      isSameHostReferrer({ referrer: 'http://localhost:5173/x', host: 'localhost:5173' }),
    ).toBe(true);
    expect(
      isSameHostReferrer({ referrer: 'http://localhost:3000/x', host: 'localhost:5173' }),
    ).toBe(false);
    expect(isSameHostReferrer({ referrer: 'not a url', host: 'localhost' })).toBe(false);
  });
});

describe('Go Back button', () => {
  let referrer: { mockRestore: () => void } | undefined;
  afterEach(() => referrer?.mockRestore());

  function renderAt(entries: string[]) {
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '/previous', element: <h1>Previous</h1> },
        { path: '/unauthorized', element: <GoBackButton /> },
      ],
      { initialEntries: entries, initialIndex: entries.length - 1 },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('returns to the previous page for a same-host referrer', async () => {
    referrer = vi
      .spyOn(document, 'referrer', 'get')
      .mockReturnValue(`${window.location.origin}/previous`);
    const router = renderAt(['/previous', '/unauthorized']);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Previous' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('goes home for a visitor who arrived from another site', async () => {
    referrer = vi
      .spyOn(document, 'referrer', 'get')
      .mockReturnValue('https://search.example/?q=jobs');
    const router = renderAt(['/previous', '/unauthorized']);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
