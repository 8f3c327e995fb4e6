const cleanups: Array<() => void> = [];

/** Registers work for the shared `afterEach` of the test setup (routers to dispose, ...). */
export function onTestCleanup(fn: () => void): void {
  cleanups.push(fn);
}

export function runTestCleanups(): void {
  for (const fn of cleanups.splice(0).reverse()) fn();
}
