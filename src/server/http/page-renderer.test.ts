import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_STATE_ELEMENT_ID } from '#shared/ssr/page-state.ts';
import { registerClientAssets } from './client-assets.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-renderer-'));
const rendererFile = path.join(dir, 'entry-server.mjs');
const INDEX = [
  '<!doctype html><html lang="en"><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

// A stand-in for the built renderer: one API call, then the page, or nothing, or a failure.
const FAKE_RENDERER = `
export async function renderPage({ url, language, viewport, fetch }) {
  const reply = await fetch('/api/answer?lang=' + language);
  const { value } = await reply.json();
  if (url.includes('/broken')) throw new Error('render failed');
  if (url.includes('/login')) return null;
  return { html: '<h1>' + [language, viewport, value].join(' ') + "</h1><p>1.000$'a kadar</p>", state: { note: '</script><b>' } };
}`;

const app = Fastify();
let renderPage: PageRenderer | null = null;
let calls = 0;
beforeAll(async () => {
  fs.writeFileSync(rendererFile, FAKE_RENDERER);
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  await app.register(fastifyCookie);
  app.get('/api/answer', async (request) => {
    calls += 1;
    return { value: 42, ip: request.ip, lang: (request.query as { lang: string }).lang };
  });
  renderPage = await loadPageRenderer(app, rendererFile);
  app.get('/probe', async (request) => [...((await renderPage?.(request, INDEX))?.answers ?? [])]);
  await registerClientAssets(app, dir, () => INDEX, renderPage);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36';

describe('server-rendered pages', () => {
  it('puts the rendered page into #root with its state, in the language of the cookie', async () => {
    const response = await app.inject({
      url: '/jobs',
      headers: { 'user-agent': PHONE, cookie: 'rm_language=tr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="tr">');
    // the page's text as it is: `$'` is not a replacement pattern
    expect(response.body).toContain(
      '<div id="root"><h1>tr phone 42</h1><p>1.000$\'a kadar</p></div>',
    );
    expect(response.headers.vary).toBe('Cookie, User-Agent, Sec-CH-UA-Mobile');
    // the state's `<` is escaped: it cannot close its script element
    expect(response.body).toContain(
      `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">{"note":"\\u003c/script>\\u003cb>"}</script>`,
    );
    // the page's scripts come after what the first paint needs
    expect(response.body).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(response.body).not.toContain('modulepreload');
  });

  it('assumes a desktop and English without a hint, and ignores unknown languages', async () => {
    const response = await app.inject({
      url: '/',
      headers: { 'user-agent': DESKTOP, cookie: 'rm_language=xx' },
    });
    expect(response.body).toContain('<h1>en desktop 42</h1>');
  });

  it("answers the page's calls through the app, as the visitor, and keeps the answers", async () => {
    const before = calls;
    const response = await app.inject({
      url: '/probe',
      headers: { 'user-agent': DESKTOP },
      remoteAddress: '203.0.113.9',
    });
    expect(calls).toBe(before + 1);
    expect(response.json()).toEqual([
      ['/api/answer?lang=en', { value: 42, ip: '203.0.113.9', lang: 'en' }],
    ]);
  });

  it('answers HEAD with the plain page, without rendering', async () => {
    const before = calls;
    const response = await app.inject({ method: 'HEAD', url: '/jobs' });
    expect(response.statusCode).toBe(200);
    expect(calls).toBe(before);
  });

  it('serves the plain page when the renderer declines or fails, and for other paths', async () => {
    for (const url of ['/broken', '/login', '/job-detail/x/broken']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('is absent without a built renderer', async () => {
    expect(await loadPageRenderer(app, path.join(dir, 'missing.mjs'))).toBeNull();
  });
});
