import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { CSSProperties } from 'react';
import type { QueryValue } from '#client/api/client.ts';
import {
  LookupLoadError,
  type LookupQuery,
} from '#client/components/load-error/lookup-load-error.tsx';

export type FilterValue = string | number | null;

/** The most characters a dropdown filter is sized for (admin-list.css `.admin-field--select`). */
const MAX_SIZED_CHARS = 28;

/** A dropdown filter: options as `{ value, label }`, cleared to "all" unless `required`. */
export type SelectFilter = {
  kind: 'select';
  /** The query parameter it sets. */
  name: string;
  label: string;
  placeholder?: string;
  options: { value: string | number; label: string; searchName?: string }[];
  /** A value always set (the lookups' status): no clear button. */
  initial?: string | number;
  /** Type to narrow long option lists; `searchName` matches folded text. */
  searchBy?: string;
  /** Long lists (countries) render only the visible options. */
  virtual?: boolean;
  /** Names the dropdown's trigger button too (the lookup pages' status filter has no clear button). */
  namedTrigger?: boolean;
  /** The query the options come from: its failure shows under the filter, with a Try Again. */
  source?: { query: LookupQuery; failed: string };
};

/** A text filter besides the search box (the candidates' owner), debounced like it. */
export type TextFilter = { kind: 'text'; name: string; label: string; placeholder?: string };

/** A date filter; `after`/`before` name the date filter it may not cross. */
export type DateFilter = {
  kind: 'date';
  name: string;
  label: string;
  after?: string;
  before?: string;
};

export type ListFilter = SelectFilter | TextFilter | DateFilter;

/** The filters' query values: empty ones are left out. */
export function filterQuery(values: Record<string, FilterValue>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== '') query[name] = value;
  return query;
}

/** One labelled filter field of a list toolbar. */
export function ListFilterField(props: {
  id: string;
  filter: ListFilter;
  values: Record<string, FilterValue>;
  onChange: (name: string, value: FilterValue) => void;
}) {
  const { filter, id } = props;
  const value = props.values[filter.name] ?? null;
  const inputId = `${id}-${filter.name}`;
  const label = (
    <label id={`${inputId}-label`} htmlFor={inputId}>
      {filter.label}
    </label>
  );
  if (filter.kind === 'select') {
    // Long lists (countries) size the field for a usual name, not their longest one.
    const chars = Math.min(
      MAX_SIZED_CHARS,
      Math.max(filter.placeholder?.length ?? 0, ...filter.options.map((o) => o.label.length)),
    );
    return (
      <>
        <span
          className="admin-field admin-field--select"
          style={{ '--admin-field-chars': chars } as CSSProperties}
        >
          {label}
          <Dropdown
            inputId={inputId}
            // The hidden native <select> stays out of the accessibility tree.
            pt={{
              select: { 'aria-hidden': true },
              ...(filter.namedTrigger ? { trigger: { 'aria-label': filter.label } } : {}),
            }}
            aria-labelledby={`${inputId}-label`}
            value={value}
            showClear={filter.initial === undefined}
            filter={filter.searchBy !== undefined}
            filterBy={filter.searchBy}
            placeholder={filter.placeholder}
            options={filter.options}
            virtualScrollerOptions={filter.virtual ? { itemSize: 38 } : undefined}
            onChange={(event) => props.onChange(filter.name, (event.value as FilterValue) ?? null)}
          />
        </span>
        {/* After the field in reading order; the toolbar shows it under its row of fields. */}
        {filter.source && (
          <LookupLoadError
            query={filter.source.query}
            message={filter.source.failed}
            className="admin-toolbar__lookup-error"
          />
        )}
      </>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const other = (name?: string) => {
    const bound = name ? props.values[name] : null;
    return typeof bound === 'string' && bound ? bound : undefined;
  };
  return (
    <span className={filter.kind === 'date' ? 'admin-field admin-field--date' : 'admin-field'}>
      {label}
      <InputText
        id={inputId}
        type={filter.kind === 'date' ? 'date' : 'search'}
        value={text}
        placeholder={filter.kind === 'text' ? filter.placeholder : undefined}
        min={filter.kind === 'date' ? other(filter.after) : undefined}
        max={filter.kind === 'date' ? other(filter.before) : undefined}
        onChange={(event) => props.onChange(filter.name, event.target.value)}
      />
    </span>
  );
}
