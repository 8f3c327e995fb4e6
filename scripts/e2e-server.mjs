// Starts the built app for the browser tests on a fresh data folder with demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);
await import(path.resolve(dist, 'server/main.js'));
