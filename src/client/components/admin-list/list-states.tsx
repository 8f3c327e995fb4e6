import { Button } from 'primereact/button';

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
