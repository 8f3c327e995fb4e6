import type { AutoComplete } from 'primereact/autocomplete';
import { useRef, useState } from 'react';

/**
 * A search-as-you-type AutoComplete's server search that can fail and be tried again: the last
 * answer (`found`), `complete` for the AutoComplete's completeMethod, and `failed`, the query for
 * `LookupLoadError` while the last search failed. Its Try Again puts the failed text back in the
 * field (`restoreText`: a forceSelection field empties itself on blur), focuses it, runs the same
 * search and opens the list on the answer.
 */
export function useRetryableSearch<T>(
  search: (q: string, signal: AbortSignal) => Promise<T[]>,
  restoreText: (text: string) => void,
) {
  const [found, setFound] = useState<T[]>([]);
  /** The text of the last search, while it failed. */
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  // Only a retry's own wait: state set while the AutoComplete waits for an answer would re-render
  // it with a new list, which it takes for the answer (and opens on "nothing matches").
  const [retrying, setRetrying] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const autoComplete = useRef<AutoComplete>(null);

  /** Runs one search; true when it answered (a newer search or a failure: false). */
  const complete = async (q: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    try {
      setFound(await search(q.trim(), controller.signal));
      setFailedQuery(null);
      return true;
    } catch {
      if (controller.signal.aborted) return false;
      setFound([]);
      setFailedQuery(q);
      return false;
    }
  };

  const retry = async () => {
    if (failedQuery === null) return;
    restoreText(failedQuery);
    autoComplete.current?.focus();
    setRetrying(true);
    const answered = await complete(failedQuery);
    setRetrying(false);
    if (answered) autoComplete.current?.show();
  };

  return {
    found,
    complete,
    autoComplete,
    /** A failed search matched nothing only as far as we know: the list must not say so. */
    showEmptyMessage: failedQuery === null,
    failed: {
      data: undefined,
      isError: failedQuery !== null,
      isFetching: retrying,
      refetch: retry,
    },
  };
}
