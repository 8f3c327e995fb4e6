const pending = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone out, so that how long it takes (a look-up that finds an
 * account, a code, a mail) cannot be read from the answer's timing. The work is only in-flight
 * state: the mail itself is queued in the outbox like every other.
 */
export function runDetached(task: () => Promise<void>, log: (error: unknown) => void): void {
  const run: Promise<void> = task()
    .catch(log)
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every detached task has finished (server shutdown, and tests). */
export async function detachedWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
