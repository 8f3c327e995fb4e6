import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not assert on: fail loudly.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
