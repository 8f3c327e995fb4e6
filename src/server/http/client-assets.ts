import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RENDERED_PAGE_VARY, type PageRenderer } from './page-renderer.ts';
import { loadPageHtml, preloadedRouteOf, type PageHtml } from './route-preloads.ts';

/**
 * Serves the built client from the API's port: hashed assets cached for a year, everything
 * else revalidated, and unknown non-API paths answered with index.html (client-side routing).
 * Home and the job list come rendered for visitors when there is a page renderer.
 */
export async function registerClientAssets(
  app: FastifyInstance,
  clientDir: string,
  pageHtml: PageHtml | null = loadPageHtml(clientDir),
  renderPage: PageRenderer | null = null,
) {
  if (!pageHtml) {
    app.log.warn(`no built client in ${clientDir}: run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (scripts/vite/precompress.ts): sent as they are.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const file = path.join(clientDir, decodeURIComponent(urlPath));
    if (
      file.startsWith(clientDir + path.sep) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(path.relative(clientDir, file));
    }
    if (urlPath.startsWith('/api/') || path.extname(urlPath) !== '') {
      return reply.callNotFound();
    }
    const route = preloadedRouteOf(urlPath);
    // HEAD gets the headers of the plain page, without a render
    const render = route && renderPage && request.method === 'GET';
    const rendered = render ? await renderPage(request, pageHtml(route)) : null;
    if (render) reply.header('Vary', RENDERED_PAGE_VARY);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(rendered?.html ?? pageHtml(route));
  });
}
