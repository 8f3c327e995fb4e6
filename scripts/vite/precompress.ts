import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; fonts and images in compressed formats gain nothing. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** The files under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` (Brotli, best) and `file.gz` (gzip, best) beside a compressible file. */
export async function precompressFile(file: string): Promise<boolean> {
  if (!COMPRESSIBLE.test(file)) return false;
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return true;
}

/**
 * Compresses the built client once, at build time, for the server to send as it is
 * (`@fastify/static`'s `preCompressed`). Compressing every asset on every request cost the
 * server several milliseconds of CPU per file, some 80 files per first visit, taken from the
 * browser's cores on a small host; and at build time Brotli can use its best (slow) level.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      await Promise.all(files.map((file) => precompressFile(file)));
    },
  };
}
