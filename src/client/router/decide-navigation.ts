import type { MenuEntry } from '#shared/schemas/auth.ts';
import {
  DEFAULT_AFTER_LOGIN,
  ROUTES,
  pathFor,
  type RouteGuard,
  type RouteName,
} from '#shared/routes.ts';
import { loginPathWithRedirect, safeRedirectTarget } from '../session/redirect-target.ts';

export type NavigationDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'notFound' }
  | { type: 'unauthorized' };

export type GuardedRoute = { name: RouteName; guard: RouteGuard };

/** What the guards read from the session: a stored user and the menu granted by the server. */
export type GuardSession = {
  user: unknown;
  menu: readonly Pick<MenuEntry, 'name'>[] | null;
};

export type GuardLocation = {
  pathname: string;
  search: string;
  /** The path the user is leaving, if any (null on the first page load). */
  previousPath?: string | null;
};

const GUEST_PATHS = new Set(
  Object.values(ROUTES)
    .filter((route) => route.guard === 'guest')
    .map((route) => route.path as string),
);

function isGuestPath(path: string): boolean {
  return GUEST_PATHS.has(path.split(/[?#]/)[0] ?? path);
}

/** Menus are flat lists with parent ids: a nested or hidden entry grants its route like any other. */
export function menuGrants(
  menu: readonly Pick<MenuEntry, 'name'>[],
  routeName: RouteName,
): boolean {
  return menu.some((entry) => entry.name === routeName);
}

/**
 * The route guards of authenticated-area 2.5, as one pure decision taken before each navigation.
 */
export function decideNavigation(
  route: GuardedRoute,
  session: GuardSession,
  location: GuardLocation,
): NavigationDecision {
  const target = `${location.pathname}${location.search}`;
  const loggedIn = Boolean(session.user);

  if ((route.guard === 'auth' || route.guard === 'menu') && !loggedIn) {
    return { type: 'redirect', to: loginPathWithRedirect(target) };
  }

  if (route.guard === 'menu') {
    if (!session.menu || session.menu.length === 0) return { type: 'notFound' };
    if (!menuGrants(session.menu, route.name)) return { type: 'unauthorized' };
  }

  const redirectParam = new URLSearchParams(location.search).get('redirect');

  if (route.guard === 'guest' && loggedIn) {
    const previous =
      location.previousPath && !isGuestPath(location.previousPath) ? location.previousPath : null;
    const to =
      safeRedirectTarget(redirectParam) ??
      safeRedirectTarget(previous) ??
      pathFor(DEFAULT_AFTER_LOGIN);
    return { type: 'redirect', to };
  }

  if (
    route.name === 'login' &&
    redirectParam !== null &&
    safeRedirectTarget(redirectParam) === null
  ) {
    const params = new URLSearchParams(location.search);
    params.delete('redirect');
    const rest = params.toString();
    return { type: 'redirect', to: `${location.pathname}${rest ? `?${rest}` : ''}` };
  }

  return { type: 'allow' };
}
