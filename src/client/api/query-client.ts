import { QueryClient } from '@tanstack/react-query';
import { TIMING } from '#shared/constants/domain.ts';
import { isRetryable } from './api-error.ts';

/**
 * Queries try 3 times (waiting 1 s, then 2 s) on retryable errors; mutations never retry on their
 * own. A time-out is not retried: a server that did not answer in 30 s would make the person wait
 * three times as long before seeing the error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < TIMING.retryTries - 1 && isRetryable(error),
        retryDelay: (failureCount) => TIMING.retryFirstDelayMs * 2 ** failureCount,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; logout clears it. */
export const queryClient = createQueryClient();
