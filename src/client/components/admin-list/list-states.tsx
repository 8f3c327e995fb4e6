import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { ListTotal } from './list-toolbar.tsx';

/** A list that could not load: the message and a retry button. */
export function ListLoadError(props: {
  className: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={props.className} role="alert">
      <p>{props.message}</p>
      <Button type="button" label={props.retryLabel} onClick={props.onRetry} />
    </div>
  );
}

/**
 * The total line, then the table, or (when the first load failed) the error with a retry in its
 * place. A failed refetch keeps showing the rows already loaded.
 */
export function ListResults(props: {
  list: { data?: { total: number }; isError: boolean; refetch: () => unknown };
  /** Without it, no total line. */
  totalText?: (total: number) => string;
  totalClassName: string;
  errorClassName: string;
  loadFailed: string;
  retryLabel: string;
  children: ReactNode;
}) {
  const { list } = props;
  return (
    <>
      {props.totalText && (
        <ListTotal
          className={props.totalClassName}
          text={list.data ? props.totalText(list.data.total) : null}
        />
      )}
      {list.isError && !list.data ? (
        <ListLoadError
          className={props.errorClassName}
          message={props.loadFailed}
          retryLabel={props.retryLabel}
          onRetry={() => void list.refetch()}
        />
      ) : (
        props.children
      )}
    </>
  );
}
