/**
 * Concurrent calls for the same key share one read: the first starts it, those that arrive while
 * it runs get its answer, and the next call after it ends starts a new one. No answer outlives
 * its read, so none is older than the request that receives it; under load, the same
 * statement is not sent twenty times at once (the health probe, the dashboard's open jobs).
 * Callers must not change what they get: it is shared.
 */
export function sharedReads<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, read) => {
    const current = running.get(key);
    if (current) return current;
    const started = read().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
