import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicStartupModules } from './public-startup.ts';

describe("the public pages' start-up list", () => {
  it('names modules that exist (a renamed one would silently leave the chunk groups and preloads)', () => {
    const repository = path.resolve(import.meta.dirname, '../..');
    const modules = publicStartupModules();
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) expect(fs.existsSync(path.join(repository, file)), file).toBe(true);
  });
});
