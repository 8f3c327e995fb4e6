/**
 * Runs at most `limit` of the given tasks at once, the rest waiting in arrival order. For work
 * that is CPU-bound on libuv's threads (argon2): more of it at once than there are cores only
 * slices the cores between threads that evict each other's memory from the caches, and holds
 * the threads that file reads and compression need.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
