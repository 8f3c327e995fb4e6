import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from './use-deferred-answer.ts';

type Props = {
  data: string[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
};

describe('useDeferredAnswer', () => {
  it('follows the query, and keeps the same object while nothing changed (memoised readers skip)', async () => {
    const { result, rerender } = renderHook((props: Props) => useDeferredAnswer<string[]>(props), {
      initialProps: { data: undefined, isPending: true, isFetching: true, isError: false } as Props,
    });
    expect(result.current).toEqual({
      data: undefined,
      pending: true,
      fetching: true,
      failed: false,
    });

    const rows = ['a', 'b'];
    rerender({ data: rows, isPending: false, isFetching: false, isError: false });
    await waitFor(() => expect(result.current.data).toBe(rows));
    expect(result.current).toEqual({ data: rows, pending: false, fetching: false, failed: false });

    const settled = result.current;
    rerender({ data: rows, isPending: false, isFetching: false, isError: false });
    expect(result.current).toBe(settled);

    rerender({ data: rows, isPending: false, isFetching: true, isError: false });
    await waitFor(() => expect(result.current.fetching).toBe(true));
    expect(result.current.data).toBe(rows);
  });

  it('says failed when a call failed with nothing to show, and pending again while it is retried', async () => {
    const { result, rerender } = renderHook((props: Props) => useDeferredAnswer<string[]>(props), {
      initialProps: {
        data: undefined,
        isPending: false,
        isFetching: false,
        isError: true,
      } as Props,
    });
    expect(result.current).toMatchObject({ pending: false, failed: true });

    rerender({ data: undefined, isPending: false, isFetching: true, isError: true });
    await waitFor(() => expect(result.current).toMatchObject({ pending: true, failed: false }));

    // A failed refetch of rows already shown keeps the rows: nothing failed for the reader.
    rerender({ data: ['a'], isPending: false, isFetching: false, isError: true });
    await waitFor(() => expect(result.current).toMatchObject({ pending: false, failed: false }));
  });
});
