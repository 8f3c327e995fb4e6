import { matchRoutes, type RouteObject } from 'react-router';

/** The routes from the top of the table down to the route with this id, or null. */
function routeChain(routes: RouteObject[], id: string): RouteObject[] | null {
  for (const route of routes) {
    if (route.id === id) return [route];
    const below = route.children ? routeChain(route.children, id) : null;
    if (below) return [route, ...below];
  }
  return null;
}

/**
 * The routes a server-rendered page matched: the ones its loader data names, with their parents.
 * Found by walking the table, not by matching the address: `matchRoutes` flattens and ranks
 * the whole table (every page of the app), which the router does once more when it starts,
 * about 10 ms each time on a phone while the page is starting. Without loader data (a page
 * whose routes load nothing) the address is matched after all.
 */
export function hydratedMatches(
  routes: RouteObject[],
  loaderData: Record<string, unknown>,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): RouteObject[] {
  const found = new Set<RouteObject>();
  for (const id of Object.keys(loaderData))
    for (const route of routeChain(routes, id) ?? []) found.add(route);
  if (found.size > 0) return [...found];
  return (matchRoutes(routes, location) ?? []).map((match) => match.route);
}
