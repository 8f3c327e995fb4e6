import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '#client/components/full-page-loader.tsx';
import type { AppRouter } from './create-app-router.ts';

/**
 * RouterProvider once the router has loaded its first route, the loader until then.
 *
 * RouterProvider reads the router's state when it renders and subscribes only when it commits.
 * The app's first render runs in a transition, which yields to the browser between the two: had
 * the first route's lazy module settled in that gap, the provider would have missed it and shown
 * its loader for good. `useSyncExternalStore` checks again after subscribing, and the provider
 * then mounts in a synchronous render, with no gap.
 */
export function StartedRouterProvider({ router }: { router: AppRouter }) {
  const started = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
  );
  return started ? <RouterProvider router={router} /> : <FullPageLoader />;
}
