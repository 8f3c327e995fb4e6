import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress.tsx';

type Deferred = { promise: Promise<{ Component: ComponentType }>; resolve: () => void };

function deferredPage(title: string): Deferred {
  let resolve!: () => void;
  const promise = new Promise<{ Component: ComponentType }>((done) => {
    resolve = () => done({ Component: () => <h1>{title}</h1> });
  });
  return { promise, resolve };
}

function renderWithSlowPages() {
  const slow = deferredPage('Slow page');
  const login = deferredPage('Login page');
  const router = createMemoryRouter([
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        {
          path: '/',
          element: (
            <>
              <Link to="/slow">slow</Link>
              <Link to="/login">login</Link>
            </>
          ),
        },
        { path: '/slow', lazy: () => slow.promise },
        { path: '/login', lazy: () => login.promise },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { slow, login };
}

describe('navigation progress bar', () => {
  it('shows while a page loads and clears 100 ms after the navigation', async () => {
    vi.useFakeTimers();
    const { slow } = renderWithSlowPages();
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'slow' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();

    await act(async () => slow.resolve());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays hidden when going to login', async () => {
    vi.useFakeTimers();
    const { login } = renderWithSlowPages();
    fireEvent.click(screen.getByRole('link', { name: 'login' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => login.resolve());
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
