import { QueryClient, dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { Language } from '#shared/i18n/languages.ts';
import { setApiTransport } from '#client/api/client.ts';
import { App } from '#client/app.tsx';
import { initI18n, primeReactLocaleReady } from '#client/i18n/i18n.ts';
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
async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
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
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

async function renderNow(request: PageRenderRequest): Promise<RenderedPage | null> {
  initI18n(request.language);
  await primeReactLocaleReady();
  setAssumedViewport(request.viewport);
  setApiTransport(request.fetch);
  try {
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response || context.errors) return null; // a redirect, or a failure
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = serverQueryClient();
    const page = (
      <App
        queryClient={queryClient}
        routerView={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    );
    let html = await renderToHtml(page);
    for (let round = 1; round < DATA_ROUNDS; round += 1) {
      const queries = waiting(queryClient);
      if (queries.length === 0) break;
      await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
      html = await renderToHtml(page);
    }
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
      },
    };
  } finally {
    setApiTransport(null);
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a page to HTML with the answers of its API calls, or null when it cannot be rendered
 * here (a redirect, a failed call). One page at a time: the language, PrimeReact's locale, the
 * assumed viewport and the API transport are the client's module-wide settings.
 */
export function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const rendered = queue.then(() => renderNow(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
