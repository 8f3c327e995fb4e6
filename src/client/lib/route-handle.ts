import { useMatches } from 'react-router';
import type { RouteGuard, RouteName } from '#shared/routes.ts';

/** Carried on every named route as `handle`; layouts and pages read it. */
export type RouteHandle = { name: RouteName; guard: RouteGuard; chrome?: 'none'; noBack?: boolean };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'guard' in value;
}

/** The handle of the deepest matched named route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
