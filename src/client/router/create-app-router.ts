import {
  createBrowserRouter,
  createMemoryRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { sessionStore, type SessionState } from '#client/session/session-store.ts';
import { nextTask } from '#client/lib/next-task.ts';
import { setAppNavigator } from '../session/app-navigator.ts';
import { hydratedMatches } from './hydrated-matches.ts';
import { buildRoutes, buildStartingRoutes, type RoutePatch } from './route-table.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;
type CreatedRouter = { router: AppRouter; dispose: () => void };

function menuNames(state: SessionState): string {
  return (state.menu ?? []).map((entry) => entry.name).join(',');
}

/** The route table, with the path of the last finished navigation for the guards. */
function appRoutes() {
  const previous = { path: null as string | null };
  return { previous, routes: buildRoutes(() => previous.path) };
}

/**
 * Registers the router for code outside React, and re-runs the guards when the session ends or
 * the menu changes under the current page.
 */
function wire(router: AppRouter, previous: { path: string | null }): CreatedRouter {
  const stopRouter = router.subscribe((state) => {
    if (state.navigation.state === 'idle')
      previous.path = `${state.location.pathname}${state.location.search}`;
  });

  let last = sessionStore.getSnapshot();
  const stopSession = sessionStore.subscribe(() => {
    const next = sessionStore.getSnapshot();
    const loggedOut = Boolean(last.user) && !next.user;
    const menuChanged = Boolean(last.user && next.user) && menuNames(last) !== menuNames(next);
    last = next;
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

/** The app's router: browser history, or memory history for tests. */
export function createAppRouter(options: { initialEntries?: string[] } = {}): CreatedRouter {
  const { previous, routes } = appRoutes();
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  return wire(router, previous);
}

/** Loads the lazy modules of the routes the server rendered, in place. */
async function resolveLazyMatches(
  routes: RouteObject[],
  loaderData: HydrationState['loaderData'] = {},
): Promise<void> {
  await Promise.all(
    hydratedMatches(routes, loaderData, window.location).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Adds the routes a starting table left out on the first navigation that needs them. A patch made
 * while that navigation was being cancelled does not count, so the next one adds them again.
 */
function patchOnFirstNeed(later: RoutePatch[]): PatchRoutesOnNavigationFunction {
  let patched = false;
  return ({ patch, signal }) => {
    if (patched) return;
    for (const { parentId, children } of later) patch(parentId, children);
    patched = !signal.aborted;
  };
}

/**
 * The router for a server-rendered page: started with the server's loader data and the page's
 * modules already loaded, so that its first render is the page the server rendered (not the
 * loader a router still starting shows), which is what hydration needs. It starts with the
 * public part of the table (`buildStartingRoutes`).
 */
export async function createHydratingAppRouter(
  hydrationData: HydrationState,
): Promise<CreatedRouter> {
  const previous = { path: null as string | null };
  const { routes, later } = buildStartingRoutes(() => previous.path);
  await resolveLazyMatches(routes, hydrationData.loaderData);
  await nextTask(); // the page's modules were evaluated in this task; the router starts in the next
  const router = createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: patchOnFirstNeed(later),
  });
  return wire(router, previous);
}
