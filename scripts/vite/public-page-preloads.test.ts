import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkName, publicPagePreloads, STARTUP_CHUNKS } from './public-page-preloads.ts';

const DEPS = ['assets/client-C7bLyqAa.js', 'assets/light-DwT1Kgwv.css', 'assets/react-Dl_bjZJV.js'];

describe('module preloads of the public pages', () => {
  it('names a chunk after its module, without the hash', () => {
    expect(chunkName('assets/job-detail-page-aojzOzaF.js')).toBe('job-detail-page');
    expect(chunkName('assets/start-Db8wEYKl.js')).toBe('start');
    expect(chunkName('assets/react-runtime-BL-Ru99-.js')).toBe('react-runtime');
  });

  it('keeps only the stylesheets of the start-up chunks, and everything of the others', () => {
    expect(publicPagePreloads('assets/start-Db8wEYKl.js', DEPS)).toEqual([
      'assets/light-DwT1Kgwv.css',
    ]);
    expect(publicPagePreloads('assets/jobs-table-DEoehetL.js', DEPS)).toEqual([
      'assets/light-DwT1Kgwv.css',
    ]);
    expect(publicPagePreloads('assets/companies-page-Xy12_a-b.js', DEPS)).toEqual(DEPS);
  });

  it('names modules that exist (a renamed file would silently preload again)', () => {
    const root = path.resolve(import.meta.dirname, '../../src/client');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
    const modules = new Set(files.map((file) => path.basename(file).replace(/\.tsx?$/, '')));
    for (const name of STARTUP_CHUNKS) expect(modules.has(name), name).toBe(true);
  });
});
