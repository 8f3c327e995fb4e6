import { AutoComplete } from 'primereact/autocomplete';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyListItem } from '#shared/schemas/companies.ts';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { searchCompanies } from '../api/search-companies.ts';

type Choice = Pick<CompanyListItem, 'id' | 'name'>;

/**
 * Staff look a company up by name to see its plan. A search that fails says so under the field,
 * with a Try Again that runs the same search, instead of the "no company matches" text.
 */
export function CompanyPicker(props: { onChange: (companyId: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<Choice | string | null>(null);
  const [suggestions, setSuggestions] = useState<Choice[]>([]);
  /** The text of the last search, while it failed. */
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  // Only a retry's own wait: state set while the AutoComplete waits for an answer would re-render
  // it with a new list, which it takes for the answer (and opens on "nothing matches").
  const [retrying, setRetrying] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const autoComplete = useRef<AutoComplete>(null);

  /** Runs one search; true when it answered (a newer search or a failure: false). */
  const search = async (q: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    try {
      const page = await searchCompanies(q.trim(), controller.signal);
      setSuggestions(page.items.map(({ id: companyId, name }) => ({ id: companyId, name })));
      setFailedQuery(null);
      return true;
    } catch {
      if (controller.signal.aborted) return false;
      setSuggestions([]);
      setFailedQuery(q);
      return false;
    }
  };

  const retry = async () => {
    if (failedQuery === null) return;
    // Leaving the field emptied it (forceSelection): put the text back, and the focus, for the
    // Try Again button goes away and the field's list opens on the answer.
    setValue(failedQuery);
    autoComplete.current?.focus();
    setRetrying(true);
    const answered = await search(failedQuery);
    setRetrying(false);
    if (answered) autoComplete.current?.show();
  };

  return (
    <div className="admin-field billing-plan__picker">
      <label htmlFor={`${id}-company`}>{t('billingPlan.staff.company')}</label>
      <AutoComplete
        ref={autoComplete}
        inputId={`${id}-company`}
        value={value}
        suggestions={suggestions}
        field="name"
        delay={300}
        forceSelection
        placeholder={t('billingPlan.staff.companyPlaceholder')}
        emptyMessage={t('billingPlan.staff.noCompanies')}
        // A failed search matched nothing only as far as we know: it must not say so.
        showEmptyMessage={failedQuery === null}
        completeMethod={(event) => void search(event.query)}
        onChange={(event) => {
          const next = event.value as Choice | string | null;
          setValue(next);
          if (!next || typeof next === 'string') props.onChange(null);
        }}
        onSelect={(event) => props.onChange((event.value as Choice).id)}
      />
      <LookupLoadError
        query={{
          data: undefined,
          isError: failedQuery !== null,
          isFetching: retrying,
          refetch: retry,
        }}
        message={t('billingPlan.staff.companiesFailed')}
      />
    </div>
  );
}
