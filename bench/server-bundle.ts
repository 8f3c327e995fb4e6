import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../src/server/test/server-process.ts';

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

/**
 * The server bundle as a process of its own on `databaseUrl` (`env` over the defaults of
 * `startServerProcess`), with a data folder of its own that `stop` removes.
 */
export async function startServerBundle(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; stop: (signal?: NodeJS.Signals) => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-server-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startServerProcess(
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env },
    { entry: serverBundleEntry() },
  ).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  return {
    server,
    async stop(signal) {
      await server.stop(signal);
      removeDataDir();
    },
  };
}
