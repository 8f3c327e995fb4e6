import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from './use-deferred-answer.ts';

type Props = { data: string[] | undefined; isPending: boolean; isFetching: boolean };

describe('useDeferredAnswer', () => {
  it('follows the query, and keeps the same object while nothing changed (memoised readers skip)', async () => {
    const { result, rerender } = renderHook((props: Props) => useDeferredAnswer<string[]>(props), {
      initialProps: { data: undefined, isPending: true, isFetching: true } as Props,
    });
    expect(result.current).toEqual({ data: undefined, pending: true, fetching: true });

    const rows = ['a', 'b'];
    rerender({ data: rows, isPending: false, isFetching: false });
    await waitFor(() => expect(result.current.data).toBe(rows));
    expect(result.current).toEqual({ data: rows, pending: false, fetching: false });

    const settled = result.current;
    rerender({ data: rows, isPending: false, isFetching: false });
    expect(result.current).toBe(settled);

    rerender({ data: rows, isPending: false, isFetching: true });
    await waitFor(() => expect(result.current.fetching).toBe(true));
    expect(result.current.data).toBe(rows);
  });
});
