import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StartedRouterProvider } from './started-router-provider.tsx';

function Page() {
  return <h1>Home page</h1>;
}

/** A router whose only route's module arrives when `arrive` is called. */
function routerWithLateRoute() {
  let arrive: () => void = () => undefined;
  const module = new Promise<{ Component: typeof Page }>((resolve) => {
    arrive = () => resolve({ Component: Page });
  });
  const router = createMemoryRouter([{ path: '/', lazy: () => module }]);
  return { router, arrive };
}

describe('StartedRouterProvider', () => {
  it('shows the loader until the first route has loaded, then the page', async () => {
    const { router, arrive } = routerWithLateRoute();
    render(<StartedRouterProvider router={router} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the page when the route loaded while the first render (a transition) was held back', async () => {
    const { router, arrive } = routerWithLateRoute();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let open = false;
    void held.then(() => (open = true));
    // A sibling that holds the transition's commit back until released.
    function Hold() {
      if (!open) throw held;
      return null;
    }
    const { container } = render(<div />);
    await act(async () => {
      startTransition(() => {
        render(
          <>
            <StartedRouterProvider router={router} />
            <Hold />
          </>,
          { container },
        );
      });
    });
    // The route's module arrives before the render above has committed.
    await act(async () => arrive());
    expect(router.state.initialized).toBe(true);
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
