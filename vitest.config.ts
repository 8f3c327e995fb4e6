import react from '@vitejs/plugin-react';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { clientTestsNeedingOwnModules } from './scripts/test/client-tests-needing-own-modules.ts';

const CLIENT_TEST_FILES = 'src/client/**/*.test.{ts,tsx}';
const ownModules = clientTestsNeedingOwnModules(import.meta.dirname);

/** Both client projects: jsdom, the shared setup, after the server project. */
const clientTests = {
  environment: 'jsdom',
  // After the server project, not beside it: the two pools running at once each took their full
  // share of workers on 2 cores (npm test 413 s; one after the other 382 s).
  sequence: { groupOrder: 1 },
  // jsdom starts faster in a worker thread than in a child process: 177 s instead of 256 s for
  // the client tests on 2 cores.
  pool: 'threads',
  include: [CLIENT_TEST_FILES],
  setupFiles: ['src/client/test/setup.ts'],
  // A guard against hangs, not a speed check: on a loaded 2-core machine a form test that types,
  // validates and types again outlasted the default 5 s in a clean-clone CI run.
  testTimeout: 30_000,
} satisfies InlineConfig;

export default defineConfig({
  test: {
    // At least two test files at once: a server test spends much of its time waiting for
    // PostgreSQL. On 2 cores the server tests took 261 s with two workers on a quiet machine;
    // with one, 486 s on a busy one, and the whole unit step 586 s in CI.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          sequence: { groupOrder: 0 },
          // A worker imports the app once for all its files: re-importing it for each file was
          // 40 % of the server tests' time (288 of 714 worker-seconds in CI; the whole project now
          // takes 182 s on a quiet machine, files shuffled or not). State a module keeps is keyed
          // by its database (presence, menus, caches), so files sharing a worker do not see
          // each other's.
          isolate: false,
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          ...clientTests,
          name: 'client',
          // A worker imports the libraries (React, PrimeReact, i18next) once for all its files, as
          // the server project imports the app: 77 to 91 s instead of 226 s for the client tests
          // on 2 cores (2026-11-30, shuffled orders too). src/client/test/setup.ts puts back after
          // each file what it could leave behind in what they share.
          isolate: false,
          exclude: ownModules,
        },
      },
      {
        plugins: [react()],
        test: { ...clientTests, name: 'client-own-modules', include: ownModules },
      },
    ],
  },
});
