import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Each test first signs up the users it logs in as (a few seconds of its own budget).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test signs up users of its own (tests/e2e/fixtures), so tests run side by side; a file
  // whose tests share server state says so with `test.describe.configure({ mode: 'default' })`.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
  projects: [
    // The job list's totals are read and compared within a test, and other journeys post jobs:
    // the catalogue is checked first, before any test adds to it.
    { name: 'job-catalogue', testMatch: 'jobs.spec.ts' },
    { name: 'journeys', testIgnore: 'jobs.spec.ts', dependencies: ['job-catalogue'] },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
