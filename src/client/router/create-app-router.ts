import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { sessionStore, type SessionState } from '#client/features/auth/session/session-store.ts';
import { setAppNavigator } from './app-navigator.ts';
import { buildRoutes } from './route-table.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function menuNames(state: SessionState): string {
  return (state.menu ?? []).map((entry) => entry.name).join(',');
}

/**
 * Creates the router (browser history, or memory history for tests), registers it for code outside
 * React, and re-runs the guards when the session ends or the menu changes under the current page.
 */
export function createAppRouter(options: { initialEntries?: string[] } = {}): {
  router: AppRouter;
  dispose: () => void;
} {
  let currentPath: string | null = null;
  const routes = buildRoutes(() => currentPath);
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);

  const stopRouter = router.subscribe((state) => {
    if (state.navigation.state === 'idle')
      currentPath = `${state.location.pathname}${state.location.search}`;
  });

  let previous = sessionStore.getSnapshot();
  const stopSession = sessionStore.subscribe(() => {
    const next = sessionStore.getSnapshot();
    const loggedOut = Boolean(previous.user) && !next.user;
    const menuChanged =
      Boolean(previous.user && next.user) && menuNames(previous) !== menuNames(next);
    previous = next;
    if (loggedOut || menuChanged) void router.revalidate();
  });

  setAppNavigator({
    navigate: (to, navigateOptions) => void router.navigate(to, navigateOptions),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });

  return {
    router,
    dispose: () => {
      stopRouter();
      stopSession();
      setAppNavigator(null);
      router.dispose();
    },
  };
}
