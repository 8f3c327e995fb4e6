import { QueryCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { TIMING } from '#shared/constants/domain.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { isCancelledError, isRetryable } from './api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A catalogue key: when the query fails (after its retries), an error toast says it once. */
      errorToast?: string;
    };
  }
}

/**
 * One toast per failed query however many components read it (the jobs page and a dialog can
 * show the same country picker): the spec's toast for data everything on a page shares.
 */
function toastFailure(error: unknown, meta: { errorToast?: string } | undefined) {
  if (!meta?.errorToast || isCancelledError(error)) return;
  showToast({
    severity: 'error',
    summary: i18next.t('common.errorTitle'),
    detail: i18next.t(meta.errorToast),
  });
}

/**
 * Queries try 3 times (waiting 1 s, then 2 s) on retryable errors; mutations never retry on their
 * own. A time-out is not retried: a server that did not answer in 30 s would make the person wait
 * three times as long before seeing the error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
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
