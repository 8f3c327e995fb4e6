import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { queryClient } from './api/query-client.ts';
import { App } from './app.tsx';
import { installDialogFocusReturn } from './lib/dialog-focus-return.ts';
import { nextTask } from './lib/next-task.ts';
import { preloadRenderedParts } from './lib/preloadable-lazy.tsx';
import { createAppRouter, createHydratingAppRouter } from './router/create-app-router.ts';
import { StartedRouterProvider } from './router/started-router-provider.tsx';
import { setAssumedViewport } from './ssr/assumed-viewport.ts';
import { canHydrate, readSsrState } from './ssr/read-ssr-state.ts';
import type { SsrState } from './ssr/ssr-state.ts';

export type StartedApp = { root: Root; hydrated: boolean; dispose: () => void };
type StartOptions = {
  /** Called when React had to render part of a server-rendered page again (it did not match). */
  onRecoverableError?: (error: unknown) => void;
};

/** Takes over the page the server rendered: same data, same route modules, same assumed screen. */
async function hydratePage(
  container: HTMLElement,
  state: SsrState,
  options: StartOptions,
): Promise<StartedApp> {
  // The answers are as fresh as the page: counted from now, not from the server's clock (a
  // browser clock ahead of it, or a slow start, would make them stale and refetched at once).
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state.queries);
  setAssumedViewport(state.viewport);
  await nextTask(); // matching the route table is a task of its own
  const { router, dispose } = await createHydratingAppRouter({ loaderData: state.loaderData });
  // The lazily loaded parts the page shows hydrate with it, in one pass: hydrated later, a click
  // on them in between would be lost although the page looks (and is marked) ready.
  await preloadRenderedParts(state.parts);
  let root: Root | null = null;
  // In a transition hydration yields to the browser every few milliseconds (Total Blocking Time).
  startTransition(() => {
    root = hydrateRoot(
      container,
      <App routerView={<StartedRouterProvider router={router} />} queryClient={queryClient} />,
      { onRecoverableError: options.onRecoverableError },
    );
  });
  if (!root) throw new Error('hydrateRoot did not run');
  return { root, hydrated: true, dispose };
}

function renderPage(container: HTMLElement): StartedApp {
  container.replaceChildren(); // a server rendering this browser does not take over
  const { router, dispose } = createAppRouter();
  const root = createRoot(container);
  // In a transition the first render yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (Lighthouse's Total Blocking Time on phones).
  startTransition(() =>
    root.render(
      <App routerView={<StartedRouterProvider router={router} />} queryClient={queryClient} />,
    ),
  );
  return { root, hydrated: false, dispose };
}

/**
 * Starts the app in `container`: hydrates the page the server rendered when this browser would
 * render the same one (`canHydrate`), renders it from scratch otherwise.
 */
export async function startApp(
  container: HTMLElement,
  language: string,
  options: StartOptions = {},
): Promise<StartedApp> {
  installDialogFocusReturn();
  const state = readSsrState();
  if (!state || !canHydrate(state, language)) return renderPage(container);
  try {
    return await hydratePage(container, state, options);
  } catch (error) {
    console.error('hydration failed; rendering the page', error);
    return renderPage(container);
  }
}
