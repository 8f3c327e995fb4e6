/** Longest a stop waits for open requests before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 15_000;
