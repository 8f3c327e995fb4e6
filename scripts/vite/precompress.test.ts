import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFile } from './precompress.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Buffer) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('precompressing the build', () => {
  it('writes Brotli and gzip copies that decompress to the file', async () => {
    const text = 'export const x = "recruiting";\n'.repeat(200);
    const file = write('app-1a2b3c4d.js', text);
    expect(await precompressFile(file)).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(text.length / 10);
  });

  it('leaves small files, source maps and fonts alone', async () => {
    const small = write('tiny.css', 'a{}');
    const map = write('app.js.map', '{}'.repeat(2000));
    const font = write('inter.woff2', Buffer.alloc(4000, 7));
    for (const file of [small, map, font]) {
      expect(await precompressFile(file)).toBe(false);
      expect(fs.existsSync(`${file}.br`)).toBe(false);
    }
  });
});
