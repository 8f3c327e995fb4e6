import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.ts';

const MB = 1024 * 1024;

function allocate(): Buffer[] {
  return Array.from({ length: 20 }, () => Buffer.alloc(MB, 1));
}

describe('collectGarbage', () => {
  it('frees buffers nothing holds any more, and keeps those still held', async () => {
    await collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    const held = allocate();
    allocate();
    expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThan(39 * MB);
    await collectGarbage();
    const after = process.memoryUsage().arrayBuffers - before;
    expect(after).toBeGreaterThan(19 * MB);
    expect(after).toBeLessThan(21 * MB);
    expect(held).toHaveLength(20);
  });
});
