import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from './embedded-postgres.ts';
import { t, useTestApp } from '../test/use-test-app.ts';

useTestApp();

const GIB = 2 ** 30;

describe("the embedded PostgreSQL's cache", () => {
  it('is a quarter of the memory, from 128 MB up to 1 GB', () => {
    expect(sharedBuffersMb(0.25 * GIB)).toBe(128);
    expect(sharedBuffersMb(2 * GIB)).toBe(512);
    expect(sharedBuffersMb(24 * GIB)).toBe(1024);
  });

  it('is what the running server uses (the embedded one; a DATABASE_URL server keeps its own)', async () => {
    const { rows } = await t.pool.query<{ setting: string; unit: string }>(
      "SELECT setting, unit FROM pg_settings WHERE name = 'shared_buffers'",
    );
    const megabytes = (Number(rows[0]?.setting) * 8) / 1024;
    if (process.env.DATABASE_URL) expect(megabytes).toBeGreaterThan(0);
    else expect(megabytes).toBe(sharedBuffersMb());
  });
});
