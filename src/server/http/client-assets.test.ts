import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientAssets } from './client-assets.ts';
import { registerErrorHandler } from './error-handler.ts';

const BIG_SCRIPT = 'console.log("a recruiting marketplace");\n'.repeat(500);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-client-'));
const app = Fastify();
beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  // A build's compressed copy (scripts/vite/precompress.ts): the server sends it as it is.
  fs.writeFileSync(path.join(dir, 'assets', 'big-9a8b7c.js'), BIG_SCRIPT);
  fs.writeFileSync(
    path.join(dir, 'assets', 'big-9a8b7c.js.br'),
    zlib.brotliCompressSync(BIG_SCRIPT),
  );
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

  it("sends the build's compressed copy of an asset, and the plain file to who cannot read it", async () => {
    const compressed = await app.inject({
      url: '/assets/big-9a8b7c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await app.inject({
      url: '/assets/big-9a8b7c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
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
