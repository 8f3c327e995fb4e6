import { LoadError } from './load-error.tsx';

/** What a lookup query (countries, cities, genders, subjects...) tells about itself. */
export type LookupQuery = {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * Beside a dropdown whose choices could not load: says so, with a Try Again that asks again.
 * Nothing while the choices are there or on their way (a retry's too).
 */
export function LookupLoadError({
  query,
  message,
  className,
}: {
  query: LookupQuery;
  message: string;
  /** Placed by its container (a list toolbar puts it on a line of its own). */
  className?: string;
}) {
  if (!query.isError || query.isFetching || query.data !== undefined) return null;
  return (
    <LoadError
      className={className ? `load-error--inline ${className}` : 'load-error--inline'}
      size="small"
      message={message}
      onRetry={() => void query.refetch()}
    />
  );
}
