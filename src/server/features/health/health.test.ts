import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('lets checks that arrive together share one probe, and probes again for the next', async () => {
    const query = vi.spyOn(t.pool, 'query');
    try {
      const together = await Promise.all(
        Array.from({ length: 10 }, () => t.app.inject({ url: '/api/health' })),
      );
      expect(together.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      const probes = () =>
        query.mock.calls.filter(([config]) => JSON.stringify(config).includes('SELECT 1'));
      expect(probes().length).toBeGreaterThanOrEqual(1);
      expect(probes().length).toBeLessThan(10);
      const before = probes().length;
      await t.app.inject({ url: '/api/health' });
      expect(probes().length).toBe(before + 1);
    } finally {
      query.mockRestore();
    }
  });

  it('answers 503 when the database cannot be reached', async () => {
    const other = await createTestApp();
    await other.pool.end();
    const response = await other.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    await other.app.close();
  });
});
