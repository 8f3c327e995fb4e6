import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '#client/components/full-page-loader.tsx';
import type { AppRouter } from './create-app-router.ts';

/**
 * RouterProvider once the router has loaded its first route, the loader until then.
 *
 * RouterProvider reads the router's state when it renders and subscribes only when it commits.
 * The app's first render runs in a transition, which yields to the browser between the two: had
 * the first route's lazy module settled in that gap, the provider would have missed it and shown
 * its loader for good. So the provider mounts only once the router has started; the effect checks
 * again after subscribing, so a start in the gap is not missed either. The page then renders in a
 * transition too: mounted from a store subscription (`useSyncExternalStore`), the whole first
 * page rendered as one synchronous task (330 ms on this vCPU, 1.3 s under Lighthouse's 4× slowdown).
 */
export function StartedRouterProvider({ router }: { router: AppRouter }) {
  const [started, setStarted] = useState(() => router.state.initialized);
  useEffect(() => {
    if (started) return;
    const check = () => {
      if (router.state.initialized) startTransition(() => setStarted(true));
    };
    const unsubscribe = router.subscribe(check);
    check();
    return unsubscribe;
  }, [router, started]);
  return started ? <RouterProvider router={router} /> : <FullPageLoader />;
}
