import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The server bundle `npm run build` makes, built afresh here so the shared dist/ is left alone. */
const BUILD_DIR = path.resolve('node_modules/.cache/rm-bench-server');
let built = false;

/**
 * The entry `npm start` runs (dist/server/main.js), built once per bench run from the current
 * sources: a server process measured from it runs what users get, not the sources through tsx.
 */
export function serverBundleEntry(): string[] {
  if (!built) {
    fs.rmSync(BUILD_DIR, { recursive: true, force: true });
    execFileSync(process.execPath, ['scripts/build-server.mjs'], {
      env: { ...process.env, OUT_DIR: BUILD_DIR },
      stdio: 'inherit',
    });
    built = true;
  }
  return [path.join(BUILD_DIR, 'server', 'main.js')];
}
