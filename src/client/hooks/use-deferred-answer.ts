import { useDeferredValue, useMemo } from 'react';

type QueryAnswer<T> = {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
};

/**
 * A query's data and flags, deferred. React Query's updates render synchronously, so a list that
 * renders from the query directly does all of its rendering in one long task when the answer
 * arrives; rendered from this (in a memoised component), it renders in a transition, in slices.
 *
 * `failed`: the call failed and there is nothing to show, so the error and a retry take the
 * placeholders' place. `pending`: nothing to show yet, an answer (a retry's too) is on its way.
 */
export function useDeferredAnswer<T>(query: QueryAnswer<T>) {
  const { data, isPending, isFetching, isError } = query;
  const answer = useMemo(() => {
    const failed = isError && !isFetching && data === undefined;
    return {
      data,
      pending: isPending || (data === undefined && !failed && isFetching),
      fetching: isFetching,
      failed,
    };
  }, [data, isPending, isFetching, isError]);
  return useDeferredValue(answer);
}
