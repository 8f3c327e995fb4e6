import { TIMING } from '#shared/constants/domain.ts';
import { CancelledError, isRetryable } from './api-error.ts';

export type RetryOptions = {
  /** Total attempts, the first one included. */
  tries?: number;
  firstDelayMs?: number;
  signal?: AbortSignal;
};

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new CancelledError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `fn` until it succeeds, waiting `firstDelayMs`, then twice as long, between tries. Only
 * network errors, time-outs and 5xx are retried; a 4xx or a cancellation is rethrown at once.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  { tries = TIMING.retryTries, firstDelayMs = TIMING.retryFirstDelayMs, signal }: RetryOptions = {},
): Promise<T> {
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= tries || !isRetryable(error)) throw error;
      await sleep(delay, signal);
      delay *= 2;
    }
  }
}
