import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable, type DataTableValue } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { SMALL_QUERY, useMediaQuery } from '#client/hooks/use-media-query.ts';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import type { QueryValue } from '#client/api/client.ts';
import { ListResults } from './list-states.tsx';
import {
  filterQuery,
  ListFilterField,
  type FilterValue,
  type ListFilter,
} from './list-filters.tsx';
import {
  ExportCsvButton,
  HIDDEN_SELECT,
  ListSearchField,
  ListToolbar,
  useCsvExport,
} from './list-toolbar.tsx';
import { useDebounced } from './use-debounced.ts';
import { useListQuery, type ListSort } from './use-list-query.ts';

export type AdminListColumn<Row> = {
  /** The sort key when `sortable`, else the row field shown when there is no `body`. */
  field?: string;
  header: string;
  sortable?: boolean;
  body?: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  style?: CSSProperties;
};

export type AdminListTexts = {
  tableLabel: string;
  search: string;
  searchPlaceholder?: string;
  /** The total line; without it the list shows none. */
  total?: (count: number) => string;
  empty: string;
  /** When a search or filter is set. */
  emptyFiltered?: string;
  loadFailed: string;
  retry: string;
  exportCsv?: string;
};

/** `totalIsEstimate`: the server estimated the total of a very large list (shown as "About …"). */
type Page = { items: DataTableValue[]; total: number; totalIsEstimate?: boolean };
type RowOf<D extends Page> = D['items'][number];

export type AdminListProps<D extends Page, S extends string, Q, K extends QueryKey> = {
  texts: AdminListTexts;
  defaultSort: ListSort<S>;
  /** The sort keys the server accepts. */
  sorts: readonly S[];
  /** Back to the first page when the sort changes (the lookups). */
  resetPageOnSort?: boolean;
  filters?: (ListFilter | false)[];
  /** Query values every request carries (the language, a fixed scope). */
  params?: Record<string, QueryValue>;
  /** The feature's query options (`usersQueryOptions`): key, fetcher, schema. */
  queryOptions: (query: Q) => UseQueryOptions<D, Error, D, K>;
  /** Saves the CSV export of the same query without page and size. */
  onExport?: (query: Omit<Q, 'page' | 'size'>) => Promise<unknown>;
  onExportError?: (error: unknown) => void;
  columns: (AdminListColumn<RowOf<D>> | false)[];
  /** The row actions cell: its header and the buttons of one row. */
  rowActions?: { header: string; body: (row: RowOf<D>) => ReactNode; style?: CSSProperties };
  /** Extra toolbar content after the export button (the lookups' add button). */
  toolbarEnd?: ReactNode;
  rowClassName?: (row: RowOf<D>) => Record<string, boolean>;
  tableMinWidth?: string;
};

const isIn =
  <S extends string>(sorts: readonly S[]) =>
  (value: unknown): value is S =>
    (sorts as readonly unknown[]).includes(value);

const PHONE_PAGINATOR = 'PrevPageLink CurrentPageReport NextPageLink RowsPerPageDropdown';

/**
 * A back-office list described as data: toolbar (search, filters, export), a lazy DataTable
 * paged and sorted by the server, the total line, and the empty, loading and error states.
 * `D` is the page the feature's query options fetch, `Q` their query; the filters' names are
 * its keys.
 */
export function AdminList<D extends Page, S extends string, Q, K extends QueryKey>(
  props: AdminListProps<D, S, Q, K>,
) {
  const id = useId();
  const { texts } = props;
  const { i18n, t } = useTranslation();
  const small = useMediaQuery(SMALL_QUERY);
  const listQuery = useListQuery<S>({
    defaultSort: props.defaultSort,
    isSort: isIn(props.sorts),
    resetPageOnSort: props.resetPageOnSort,
    unsortedOrder: props.resetPageOnSort ? 'asc' : undefined,
  });
  const filters = (props.filters ?? []).filter((filter) => filter !== false);
  const [values, setValues] = useState<Record<string, FilterValue>>(() =>
    Object.fromEntries(
      filters.map((filter) => [
        filter.name,
        filter.kind === 'select' ? (filter.initial ?? null) : '',
      ]),
    ),
  );
  // Typed filters wait for the typing to stop, as the search box does.
  const typed = filters.filter((filter) => filter.kind === 'text').map((filter) => filter.name);
  const settledTyped = useDebounced(
    JSON.stringify(typed.map((name) => String(values[name] ?? '').trim())),
    300,
  );
  const settled = { ...values };
  (JSON.parse(settledTyped) as string[]).forEach((text, index) => {
    settled[typed[index] as string] = text;
  });

  const base = {
    ...props.params,
    sort: listQuery.sort.field,
    order: listQuery.sort.order,
    q: listQuery.q,
    ...filterQuery(settled),
  };
  // The filters' names are the feature query's keys; the feature's schema types them.
  const query = { ...base, ...listQuery.paging } as unknown as Q;
  const list = useQuery(props.queryOptions(query));
  const filtered =
    Boolean(listQuery.q) ||
    filters.some((filter) => {
      const value = settled[filter.name];
      return (
        value !== null && value !== '' && value !== (filter.kind === 'select' && filter.initial)
      );
    });
  const exporter = useCsvExport(
    () => props.onExport?.(base as unknown as Omit<Q, 'page' | 'size'>) ?? Promise.resolve(),
    (error) => props.onExportError?.(error),
  );
  const change = (name: string, value: FilterValue) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    listQuery.resetPage();
  };

  return (
    <div className="admin-list">
      <ListToolbar className="admin-toolbar">
        <ListSearchField
          id={`${id}-search`}
          className="admin-field admin-field--search"
          label={texts.search}
          placeholder={texts.searchPlaceholder ?? ''}
          value={listQuery.search}
          onChange={listQuery.setSearch}
        />
        {filters.map((filter) => (
          <ListFilterField
            key={filter.name}
            id={id}
            filter={filter}
            values={values}
            onChange={change}
          />
        ))}
        {props.onExport && texts.exportCsv && (
          <ExportCsvButton
            label={texts.exportCsv}
            exporter={exporter}
            className="admin-toolbar__export"
          />
        )}
        {props.toolbarEnd}
      </ListToolbar>
      <ListResults
        list={list}
        totalText={
          texts.total &&
          ((count) => {
            const text = texts.total?.(count) ?? '';
            return list.data?.totalIsEstimate ? t('common.aboutTotal', { total: text }) : text;
          })
        }
        totalClassName="admin-list__total"
        errorClassName="admin-list__state"
        loadFailed={texts.loadFailed}
        retryLabel={texts.retry}
      >
        <DataTable
          // PrimeReact keeps a row's cells while its data is the same: a new language redraws them.
          key={i18n.language}
          {...listQuery.tableProps}
          // An empty list has nothing to page; PrimeReact would draw its controls disabled, faint.
          paginator={(list.data?.total ?? 0) > 0}
          value={list.data?.items ?? []}
          rowsPerPageOptions={[10, 25, 50, 100]}
          // A phone gets one line of paging: previous, "2 / 40", next and the page size.
          {...(small ? { paginatorTemplate: PHONE_PAGINATOR } : {})}
          currentPageReportTemplate="{currentPage} / {totalPages}"
          // The <table> itself carries the name, so it is found by role and name.
          pt={{
            table: { 'aria-label': texts.tableLabel },
            paginator: { RPPDropdown: HIDDEN_SELECT },
          }}
          totalRecords={list.data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage={filtered && texts.emptyFiltered ? texts.emptyFiltered : texts.empty}
          rowClassName={props.rowClassName}
          tableStyle={props.tableMinWidth ? { minWidth: props.tableMinWidth } : undefined}
          aria-label={texts.tableLabel}
        >
          {props.columns
            .filter((column) => column !== false)
            .map((column, index) => (
              <Column
                key={column.field ?? `column-${index}`}
                field={column.field}
                header={column.header}
                sortable={column.sortable}
                body={column.body}
                align={column.align}
                style={column.style}
              />
            ))}
          {props.rowActions && (
            <Column
              header={props.rowActions.header}
              body={props.rowActions.body}
              style={props.rowActions.style}
            />
          )}
        </DataTable>
      </ListResults>
    </div>
  );
}
