import { render } from '@testing-library/react';
import { queryClient } from '#client/api/query-client.ts';
import { App } from '#client/app.tsx';
import { installSession } from '#client/session/session-service.ts';
import { createAppRouter } from '#client/router/create-app-router.ts';
import { StartedRouterProvider } from '#client/router/started-router-provider.tsx';
import { onTestCleanup } from './cleanups.ts';

/** The whole app (providers, splash, guards, layouts) on an in-memory history starting at `path`. */
export function renderApp(path: string) {
  installSession();
  const { router, dispose } = createAppRouter({ initialEntries: [path] });
  onTestCleanup(dispose);
  const view = render(
    <App routerView={<StartedRouterProvider router={router} />} queryClient={queryClient} />,
  );
  return { ...view, router };
}

export function currentPath(router: ReturnType<typeof renderApp>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
