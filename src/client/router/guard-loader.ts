import { redirect, type LoaderFunction } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { decideNavigation, type GuardedRoute } from './decide-navigation.ts';

/**
 * Runs the guards before the route's page loads. Redirects replace the blocked target, so the
 * browser's Back button returns to where the user came from.
 */
export function guardLoader(
  route: GuardedRoute,
  previousPath: () => string | null,
): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const decision = decideNavigation(route, sessionStore.getSnapshot(), {
      pathname: url.pathname,
      search: url.search,
      previousPath: previousPath(),
    });
    switch (decision.type) {
      case 'redirect':
        return redirect(decision.to);
      case 'notFound':
        return redirect(pathFor('notFound'));
      case 'unauthorized':
        return redirect(pathFor('unauthorized'));
      default:
        return route.name === 'chrs' ? redirect(pathFor('jobOpenings')) : null;
    }
  };
}
