import { QueryClient, dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { Language } from '#shared/i18n/languages.ts';
import { setApiTransport } from '#client/api/client.ts';
import { App } from '#client/app.tsx';
import { initI18n, primeReactLocaleReady } from '#client/i18n/i18n.ts';
import { RenderedPartsContext } from '#client/lib/preloadable-lazy.tsx';
import { buildRoutes } from '#client/router/route-table.tsx';
import { setAssumedViewport } from './assumed-viewport.ts';
import type { SsrState, Viewport } from './ssr-state.ts';

export type PageRenderRequest = {
  /** The page's absolute URL. */
  url: string;
  language: Language;
  viewport: Viewport;
  /** How the page's API calls reach the API (on the server: the app itself, without a socket). */
  fetch: typeof fetch;
};
export type RenderedPage = { html: string; state: SsrState };

/**
 * Renders until the page asks for nothing new ("render, fetch what it asked for, render again"):
 * a query may wait for another's answer (similar jobs wait for the job).
 */
const DATA_ROUNDS = 3;

const handler = createStaticHandler(buildRoutes(() => null));

function serverQueryClient(): QueryClient {
  // Nothing refetches on the server; a failed call is not retried (the page is then not rendered).
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: 60_000 } },
  });
}

/**
 * The page's HTML once everything in it has loaded. An error a Suspense boundary caught would make
 * the client render that part again (and the inline script React emits for it breaks our CSP): it
 * fails the rendering instead, and the browser renders the page.
 */
async function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  signal.throwIfAborted();
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    signal,
    onError: (error) => {
      errors.push(error);
    },
    // Never split a large Suspense boundary out of line: revealing it later takes an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0)
    throw new AggregateError(errors, 'the page failed to render on the server');
  return new Response(prelude).text();
}

/** Queries the last render asked for and nobody has fetched (disabled ones wait for the client). */
function waiting(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== undefined &&
        isEnabled(query),
    );
}

/** The query's `enabled` as its last observer set it (a boolean, or a function of the query). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderNow(
  request: PageRenderRequest,
  signal: AbortSignal,
): Promise<RenderedPage | null> {
  initI18n(request.language);
  await primeReactLocaleReady();
  setAssumedViewport(request.viewport);
  setApiTransport(request.fetch);
  try {
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response || context.errors) return null; // a redirect, or a failure
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = serverQueryClient();
    // Past the deadline the page's calls are cancelled (their transport gives up) and it fails.
    const cancel = () => void queryClient.cancelQueries();
    signal.addEventListener('abort', cancel, { once: true });
    let parts = new Set<string>();
    const render = () => {
      parts = new Set<string>(); // the last rendering's parts are the page's
      return renderToHtml(
        <RenderedPartsContext value={parts}>
          <App
            queryClient={queryClient}
            routerView={<StaticRouterProvider router={router} context={context} hydrate={false} />}
          />
        </RenderedPartsContext>,
        signal,
      );
    };
    let html = await render();
    for (let round = 1; round < DATA_ROUNDS; round += 1) {
      const queries = waiting(queryClient);
      if (queries.length === 0) break;
      await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
      signal.throwIfAborted();
      html = await render();
    }
    signal.removeEventListener('abort', cancel);
    // A failed call renders an error state the client could not reproduce: let the client render.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    return {
      html,
      state: {
        language: request.language,
        viewport: request.viewport,
        queries: dehydrate(queryClient),
        loaderData: context.loaderData,
        parts: [...parts],
      },
    };
  } finally {
    setApiTransport(null);
  }
}

/** A render still running after this is given up (the page then renders in the browser). */
export const RENDER_TIMEOUT_MS = 5_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a page to HTML with the answers of its API calls, or null when it cannot be rendered
 * here (a redirect, a failed call). One page at a time: the language, PrimeReact's locale, the
 * assumed viewport and the API transport are the client's module-wide settings. A render that
 * hangs (an API call that never answers) is aborted after `timeoutMs`: its calls are cancelled
 * and it fails, which frees the queue.
 */
export function renderPage(
  request: PageRenderRequest,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<RenderedPage | null> {
  const rendered = queue.then(() => {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`the page did not render in ${timeoutMs} ms`)),
      timeoutMs,
    );
    return renderNow(request, deadline.signal).finally(() => clearTimeout(timer));
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}
