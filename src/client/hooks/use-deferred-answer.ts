import { useDeferredValue, useMemo } from 'react';

type QueryAnswer<T> = { data: T | undefined; isPending: boolean; isFetching: boolean };

/**
 * A query's data and flags, deferred. React Query's updates render synchronously, so a list that
 * renders from the query directly does all of its rendering in one long task when the answer
 * arrives; rendered from this (in a memoised component), it renders in a transition, in slices.
 */
export function useDeferredAnswer<T>(query: QueryAnswer<T>) {
  const { data, isPending, isFetching } = query;
  const answer = useMemo(
    () => ({ data, pending: isPending, fetching: isFetching }),
    [data, isPending, isFetching],
  );
  return useDeferredValue(answer);
}
