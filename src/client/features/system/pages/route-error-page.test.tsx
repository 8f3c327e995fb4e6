import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '#client/test/console-errors.ts';
import { RouteErrorPage } from './route-error-page.tsx';

describe('route error page', () => {
  it('logs a failed navigation and offers a reload', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new Error('chunk missing')),
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    let logged = '';
    await vi.waitFor(() => {
      logged += takeConsoleErrors().flat().map(String).join(' ');
      expect(logged).toContain('chunk missing');
    });
  });
});
