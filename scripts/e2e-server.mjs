// Starts the built app for the browser tests on a fresh data folder with demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import { axeAssetPath } from '../tests/e2e/axe-asset.mjs';

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'true';
// The browser tests log in as the demo accounts with this password (tests/e2e/support.ts).
process.env.DEMO_PASSWORD = 'Copper-Lantern-42';
process.env.LOG_LEVEL ??= 'warn';
// The browser tests sign up a user of their own each (tests/e2e/fixtures/users.ts), each from an
// address of its own given in X-Forwarded-For, so the per-address sign-up limit meant for one
// abuser does not stop the suite. Only this test server trusts the header.
process.env.TRUST_PROXY = 'true';
delete process.env.DATABASE_URL;
const dist = process.env.E2E_DIST ?? 'dist';
if (!fs.existsSync(`${dist}/server/main.js`) || !fs.existsSync(`${dist}/client/index.html`)) {
  console.error('Run npm run build before the browser tests.');
  process.exit(1);
}
// The build is served from a copy beside which sits axe-core, which the browser tests' accessibility
// check loads from the app's own origin (tests/e2e/axe-check.ts): a cached script the browser keeps
// compiled, where evaluating its source in each page took 250 ms more a page. The build itself is
// left as it was. The copy is under node_modules, where the server bundle finds its packages.
// A copy left by a server that was killed outright (its process gone) is removed here.
const cacheDir = path.join('node_modules', '.cache');
fs.mkdirSync(cacheDir, { recursive: true });
for (const name of fs.readdirSync(cacheDir)) {
  const pid = /^e2e-dist-(\d+)$/.exec(name)?.[1];
  if (pid && !processAlive(Number(pid))) {
    fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
}
const served = path.join(cacheDir, `e2e-dist-${process.pid}`);
fs.cpSync(dist, served, { recursive: true });
fs.writeFileSync(path.join(served, 'client', axeAssetPath(axe.version)), axe.source);
const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(served, { recursive: true, force: true });
};
process.on('exit', cleanup);
await import(path.resolve(served, 'server/main.js'));
