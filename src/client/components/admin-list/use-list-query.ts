import type { DataTableStateEvent } from 'primereact/datatable';
import { useState } from 'react';
import { useDebounced } from './use-debounced.ts';

export type ListSort<S extends string> = { field: S; order: 'asc' | 'desc' };

export type ListQueryOptions<S extends string> = {
  defaultSort: ListSort<S>;
  /** Which sort fields the server accepts; others are ignored. */
  isSort: (value: unknown) => value is S;
  /** Back to the first page when the sort changes. */
  resetPageOnSort?: boolean;
  /** The order when the table reports neither ascending (1) nor descending (-1). */
  unsortedOrder?: 'asc' | 'desc';
};

/**
 * Page, sort and search state of a server-paged list: the search box text, its trimmed value
 * once it has stopped changing for 300 ms, the page query, and the lazy DataTable props.
 */
export function useListQuery<S extends string>(options: ListQueryOptions<S>) {
  const [search, setSearchText] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [page, setPage] = useState({ first: 0, rows: 10 });
  const [sort, setSort] = useState<ListSort<S>>(options.defaultSort);
  const resetPage = () => setPage((previous) => ({ ...previous, first: 0 }));
  const unsorted = options.unsortedOrder ?? 'desc';

  const setSearch = (value: string) => {
    setSearchText(value);
    resetPage();
  };

  /** Spread onto a lazy DataTable: paging and sorting by the server. */
  const tableProps = {
    dataKey: 'id',
    lazy: true,
    paginator: true,
    first: page.first,
    rows: page.rows,
    onPage: (event: DataTableStateEvent) => setPage({ first: event.first, rows: event.rows }),
    sortField: sort.field,
    sortOrder: sort.order === 'asc' ? (1 as const) : (-1 as const),
    onSort: (event: DataTableStateEvent) => {
      if (options.isSort(event.sortField)) {
        const order = event.sortOrder === 1 ? 'asc' : event.sortOrder === -1 ? 'desc' : unsorted;
        setSort({ field: event.sortField, order });
      }
      if (options.resetPageOnSort) resetPage();
    },
    size: 'small' as const,
    stripedRows: true,
    scrollable: true,
  };

  return {
    search,
    setSearch,
    /** The trimmed search text, or undefined when empty (debounced). */
    q: q || undefined,
    sort,
    resetPage,
    paging: { page: Math.floor(page.first / page.rows) + 1, size: page.rows },
    tableProps,
  };
}
