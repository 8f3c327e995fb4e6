import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
} from '#shared/i18n/languages.ts';
import { SSR_STATE_ELEMENT_ID, type Viewport } from '#shared/ssr/page-state.ts';
import { scriptJson } from './script-json.ts';

/** The built renderer's interface (src/client/ssr/entry-server.tsx, built to dist/ssr). */
type RendererModule = {
  renderPage: (request: {
    url: string;
    language: Language;
    viewport: Viewport;
    fetch: typeof fetch;
  }) => Promise<{ html: string; state: unknown } | null>;
};

export type RenderedPage = {
  /** index.html with the rendered page in #root and its state beside it; null: not rendered. */
  html: string | null;
  /** The API answers the page rendered, by path with query (`/api/jobs/…?lang=en`). */
  answers: Map<string, unknown>;
};
/** Renders a public page's HTML for a visitor, or null when the client has to render it. */
export type PageRenderer = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<RenderedPage | null>;

/** A rendered page depends on the language cookie and on the browser (phone or desktop). */
export const RENDERED_PAGE_VARY = 'Cookie, User-Agent, Sec-CH-UA-Mobile';

function languageOf(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/** Phones get the phone layout (CSS corrects a wrong guess; the client re-renders after hydrating). */
function viewportOf(request: FastifyRequest): Viewport {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return 'phone';
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '')
    ? 'phone'
    : 'desktop';
}

function headersOf(raw: Record<string, unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, String(item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/**
 * The page's API calls, answered by the app itself (no socket), as the visitor: their address and
 * browser, no session. Each answer is kept for the caller (job detail's structured data).
 */
function fetchThroughApp(
  app: FastifyInstance,
  request: FastifyRequest,
  answers: Map<string, unknown>,
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    // The public pages only read; anything else is not the visitor's to send from here.
    if (method !== 'GET') throw new TypeError(`server rendering sends no ${method} requests`);
    const signal = init?.signal;
    signal?.throwIfAborted();
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    const reply = await Promise.race([
      app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          'user-agent': request.headers['user-agent'] ?? '',
        },
      }),
      aborted,
    ]);
    if (reply.statusCode === 200 && String(reply.headers['content-type']).includes('json'))
      answers.set(url, reply.json());
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: headersOf(reply.headers),
    });
  };
}

/**
 * Loads the built page renderer, if there is one (`npm run build` makes it; the dev server and
 * builds without it render every page in the browser).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  rendererFile: string,
): Promise<PageRenderer | null> {
  if (!fs.existsSync(rendererFile)) return null;
  let renderer: RendererModule;
  try {
    renderer = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
  } catch (error) {
    app.log.error({ err: error }, `the page renderer ${rendererFile} did not load`);
    return null; // the pages then render in the browser
  }
  return async (request, indexHtml) => {
    const answers = new Map<string, unknown>();
    const language = languageOf(request);
    try {
      const page = await renderer.renderPage({
        // The path only: the Host header is the client's to choose.
        url: new URL(request.url, 'http://localhost').href,
        language,
        viewport: viewportOf(request),
        fetch: fetchThroughApp(app, request, answers),
      });
      if (!page) return { html: null, answers };
      const html = indexHtml
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        // The page is already in the HTML: its scripts (hydration) come after the stylesheets,
        // the font and the images the first paint needs, not before them on a slow connection.
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace('<script type="module"', '<script type="module" fetchpriority="low"')
        // A function, not a string: `$'` and the like in the page's text are not patterns here.
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`,
        );
      return { html, answers };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return { html: null, answers };
    }
  };
}
