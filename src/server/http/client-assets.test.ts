import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientAssets } from './client-assets.ts';
import { registerErrorHandler } from './error-handler.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-client-'));
const app = Fastify();
beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  registerErrorHandler(app);
  await registerClientAssets(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/jobs', '/chrs/job-openings?x=1', '/job-detail/acme-dev/abc']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    }
  });

  it('serves other public files without long caching', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer unknown API paths or missing files with the page', async () => {
    expect((await app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/../../etc/passwd' })).body).not.toContain('root:');
  });
});
