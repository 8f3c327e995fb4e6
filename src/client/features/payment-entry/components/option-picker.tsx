import { AutoComplete } from 'primereact/autocomplete';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';

/** What the text box shows of an option: its name, and a line of detail in the list. */
type Item = { id: string; label: string; hint: string };

/**
 * A labelled search-as-you-type picker over a server search (unpaid invoices, recruiters):
 * the chosen option, or null while the text names none. A search that fails says so under the
 * field, with a Try Again that runs the same search, instead of the "nothing matches" text.
 */
export function OptionPicker<T extends { id: string }>(props: {
  inputId: string;
  search: (q: string, signal: AbortSignal) => Promise<T[]>;
  label: (option: T) => string;
  hint?: (option: T) => string;
  value: T | null;
  onChange: (option: T | null) => void;
  placeholder: string;
  emptyMessage: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const toItem = (option: T): Item => ({
    id: option.id,
    label: props.label(option),
    hint: props.hint?.(option) ?? '',
  });
  const [text, setText] = useState<Item | string | undefined>(
    props.value ? toItem(props.value) : undefined,
  );
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
      const options = await props.search(q.trim(), controller.signal);
      setFound(options);
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
    // Leaving the field emptied it (forceSelection): put the text back, and the focus, for the
    // Try Again button goes away and the field's list opens on the answer.
    setText(failedQuery);
    autoComplete.current?.focus();
    setRetrying(true);
    const answered = await complete(failedQuery);
    setRetrying(false);
    if (answered) autoComplete.current?.show();
  };

  return (
    <>
      <AutoComplete
        ref={autoComplete}
        inputId={props.inputId}
        value={props.value ? toItem(props.value) : text}
        suggestions={found.map(toItem)}
        field="label"
        itemTemplate={(item: Item) => (
          <span className="option-picker__item">
            <span>{item.label}</span>
            {item.hint && <small>{item.hint}</small>}
          </span>
        )}
        delay={300}
        dropdown
        dropdownAriaLabel={props.placeholder}
        forceSelection
        placeholder={props.placeholder}
        emptyMessage={props.emptyMessage}
        // A failed search matched nothing only as far as we know: it must not say so.
        showEmptyMessage={failedQuery === null}
        invalid={props.invalid}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        completeMethod={(event) => void complete(event.query)}
        onChange={(event) => {
          const next = event.value as Item | string | null;
          setText(next ?? undefined);
          if (!next || typeof next === 'string') props.onChange(null);
        }}
        onSelect={(event) => {
          const chosen = found.find((option) => option.id === (event.value as Item).id);
          props.onChange(chosen ?? null);
        }}
      />
      <LookupLoadError
        query={{
          data: undefined,
          isError: failedQuery !== null,
          isFetching: retrying,
          refetch: retry,
        }}
        message={t('paymentEntry.form.searchFailed')}
      />
    </>
  );
}
