import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { useRetryableSearch } from '#client/hooks/use-retryable-search.ts';

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
  const { found, complete, autoComplete, showEmptyMessage, failed } = useRetryableSearch(
    props.search,
    setText,
  );

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
        showEmptyMessage={showEmptyMessage}
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
      <LookupLoadError query={failed} message={t('paymentEntry.form.searchFailed')} />
    </>
  );
}
