import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { checkedJson, sendJson } from './checked-json.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/test/boom', async () => {
      throw new Error('secret database detail');
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/test/bad-output',
        { schema: { response: { 200: z.object({ count: z.number() }) } } },
        async () => ({ count: 'many' }) as unknown as { count: number },
      );
    const pieceSchema = z.object({ count: z.number() });
    app.get<{ Querystring: { count: string } }>(
      '/api/test/checked-json',
      async (request, reply) => {
        const count = Number(request.query.count) || request.query.count;
        return sendJson(
          reply,
          `{"piece":${checkedJson(request, pieceSchema, { count } as { count: number })}}`,
        );
      },
    );
  });
});
afterAll(async () => {
  await t.close();
});

describe('the error shape', () => {
  it('hides the details of a 5xx and gives a request id', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = errorResponseSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'internal', message: 'Internal server error' });
    expect(response.body).not.toContain('secret database detail');
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('refuses to send a response that breaks its schema', async () => {
    const response = await t.app.inject({ url: '/api/test/bad-output' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
  });

  it('sends JSON assembled from checked pieces, and refuses a piece that breaks its schema', async () => {
    const good = await t.app.inject({ url: '/api/test/checked-json?count=3' });
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(good.json()).toEqual({ piece: { count: 3 } });
    const bad = await t.app.inject({ url: '/api/test/checked-json?count=many' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toMatchObject({ code: 'internal' });
    expect(bad.body).not.toContain('many');
  });

  it('answers unknown API routes with 404 in the same shape', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json()).code).toBe('not_found');
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).code).toBe('validation_failed');
  });
});

describe('request handling', () => {
  it('keeps a caller-supplied request id and makes one otherwise', async () => {
    const given = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const made = await t.app.inject({ url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('refuses a JSON body over 1 MB with 413 before reading it into a route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('compresses API answers with gzip at level 3, and with brotli when it is accepted', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    const gzip = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    // The same bytes as zlib's level 3 gives, and not its default level 6.
    expect(gzip.rawPayload.equals(zlib.gzipSync(plain.rawPayload, { level: 3 }))).toBe(true);
    expect(gzip.rawPayload.equals(zlib.gzipSync(plain.rawPayload))).toBe(false);
    const brotli = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('documents the routes with OpenAPI', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/health']),
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
