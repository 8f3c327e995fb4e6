import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

/**
 * The app of the test file that called useTestApp(). Vitest loads modules afresh for every test
 * file, so a file's tests and the helper modules it imports see that file's own app here.
 */
export let t: TestApp;

/** Builds the app on a fresh database before the file's tests and drops it after them. */
export function useTestApp() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
}
