import { afterEach, beforeEach, expect, vi } from 'vitest';

let recorded: unknown[][] = [];
let spy: { mockRestore: () => void } | null = null;

/** For a test that expects an error to be logged: returns what was logged so far and forgets it. */
export function takeConsoleErrors(): unknown[][] {
  const taken = recorded;
  recorded = [];
  return taken;
}

/** Any `console.error` during a test fails it (React warnings included), unless the test took it. */
export function failOnConsoleError(): void {
  beforeEach(() => {
    recorded = [];
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      recorded.push(args);
    });
  });

  afterEach(() => {
    const errors = takeConsoleErrors();
    spy?.mockRestore();
    spy = null;
    expect(
      errors.map((args) => args.map(String).join(' ')),
      'console.error was called',
    ).toEqual([]);
  });
}
