import { classNames } from './class-names.ts';
import { SvgIcon } from './svg-icon.tsx';
import './light.css';

// PrimeReact's AngleLeftIcon and AngleRightIcon.
const PREV_ICON =
  'M8.75 11.185C8.65146 11.1854 8.55381 11.1662 8.4628 11.1284C8.37179 11.0906 8.28924 11.0351 8.22 10.965L4.72 7.46496C4.57955 7.32433 4.50066 7.13371 4.50066 6.93496C4.50066 6.73621 4.57955 6.54558 4.72 6.40496L8.22 2.93496C8.36095 2.84357 8.52851 2.80215 8.69582 2.81733C8.86312 2.83252 9.02048 2.90344 9.14268 3.01872C9.26487 3.134 9.34483 3.28696 9.36973 3.4531C9.39463 3.61924 9.36303 3.78892 9.28 3.93496L6.28 6.93496L9.28 9.93496C9.42045 10.0756 9.49934 10.2662 9.49934 10.465C9.49934 10.6637 9.42045 10.8543 9.28 10.995C9.13526 11.1257 8.9448 11.1939 8.75 11.185Z';
const NEXT_ICON =
  'M5.25 11.1728C5.14929 11.1694 5.05033 11.1455 4.9592 11.1025C4.86806 11.0595 4.78666 10.9984 4.72 10.9228C4.57955 10.7822 4.50066 10.5916 4.50066 10.3928C4.50066 10.1941 4.57955 10.0035 4.72 9.86283L7.72 6.86283L4.72 3.86283C4.66067 3.71882 4.64765 3.55991 4.68275 3.40816C4.71785 3.25642 4.79932 3.11936 4.91585 3.01602C5.03238 2.91268 5.17819 2.84819 5.33305 2.83149C5.4879 2.81479 5.64411 2.84671 5.78 2.92283L9.28 6.42283C9.42045 6.56346 9.49934 6.75408 9.49934 6.95283C9.49934 7.15158 9.42045 7.34221 9.28 7.48283L5.78 10.9228C5.71333 10.9984 5.63193 11.0595 5.5408 11.1025C5.44966 11.1455 5.35071 11.1694 5.25 11.1728Z';

export type PaginatorLabels = {
  previous: string;
  next: string;
  /** The label of page `page` (1-based), for example "Page 3". */
  page: (page: number) => string;
  /** The report after the links: `{first}`, `{last}`, `{totalRecords}`, `{currentPage}`, `{totalPages}`. */
  report: string;
};

export type PaginatorProps = {
  first: number;
  rows: number;
  totalRecords: number;
  pageLinkSize: number;
  labels: PaginatorLabels;
  /** The 0-based page asked for. */
  onPageChange: (page: number) => void;
  className?: string;
};

/** The page links shown: `size` of them, the current one in the middle where there is room. */
export function pageLinks(page: number, pageCount: number, size: number): number[] {
  const visible = Math.min(size, pageCount);
  let start = Math.max(0, Math.ceil(page - visible / 2));
  const end = Math.min(pageCount - 1, start + visible - 1);
  start = Math.max(0, start - (size - (end - start + 1)));
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

function Arrow({ d }: { d: string }) {
  return (
    <SvgIcon className="p-icon p-paginator-icon">
      <path d={d} fill="currentColor" />
    </SvgIcon>
  );
}

/**
 * PrimeReact's Paginator with the template "PrevPageLink PageLinks NextPageLink
 * CurrentPageReport": its markup and classes (the Lara theme styles it), none of its machinery
 * (the jump-to-page input, rows-per-page dropdown and their modules, which this template never
 * shows, and style effects on mounting).
 */
export function Paginator({
  first,
  rows,
  totalRecords,
  pageLinkSize,
  labels,
  onPageChange,
  className,
}: PaginatorProps) {
  const page = Math.floor(first / rows);
  const pageCount = Math.ceil(totalRecords / rows);
  const empty = pageCount === 0;
  const atStart = page === 0 || empty;
  const atEnd = page === pageCount - 1 || empty;
  const links = pageLinks(page, pageCount, pageLinkSize);
  const report = labels.report
    .replace('{currentPage}', String(empty ? 0 : page + 1))
    .replace('{totalPages}', String(pageCount))
    .replace('{first}', String(totalRecords > 0 ? first + 1 : 0))
    .replace('{last}', String(Math.min(first + rows, totalRecords)))
    .replace('{rows}', String(rows))
    .replace('{totalRecords}', String(totalRecords));
  const go = (target: number) => {
    if (target !== page && target >= 0 && target < pageCount) onPageChange(target);
  };
  const step = (kind: 'prev' | 'next', disabled: boolean, target: number, label: string) => (
    <button
      type="button"
      className={classNames(
        `p-paginator-${kind} p-paginator-element p-link`,
        disabled && 'p-disabled',
      )}
      disabled={disabled}
      aria-label={label}
      onClick={() => go(target)}
    >
      <Arrow d={kind === 'prev' ? PREV_ICON : NEXT_ICON} />
    </button>
  );
  return (
    <div className={classNames('p-paginator p-component', className)}>
      {step('prev', atStart, page - 1, labels.previous)}
      <span className="p-paginator-pages">
        {links.map((link) => (
          <button
            key={link}
            type="button"
            className={classNames(
              'p-paginator-page p-paginator-element p-link',
              link === links[0] && 'p-paginator-page-start',
              link === links.at(-1) && 'p-paginator-page-end',
              link === page && 'p-highlight',
            )}
            aria-label={labels.page(link + 1)}
            aria-current={link === page ? 'true' : undefined}
            onClick={() => go(link)}
          >
            {link + 1}
          </button>
        ))}
      </span>
      {step('next', atEnd, page + 1, labels.next)}
      <span aria-live="polite" className="p-paginator-current">
        {report}
      </span>
    </div>
  );
}
