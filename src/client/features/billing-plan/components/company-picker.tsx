import { AutoComplete } from 'primereact/autocomplete';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyListItem } from '#shared/schemas/companies.ts';
import { searchCompanies } from '../api/search-companies.ts';

type Choice = Pick<CompanyListItem, 'id' | 'name'>;

/** Staff look a company up by name to see its plan. */
export function CompanyPicker(props: { onChange: (companyId: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<Choice | string | null>(null);
  const [suggestions, setSuggestions] = useState<Choice[]>([]);
  const pending = useRef<AbortController | null>(null);

  const search = async (q: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    try {
      const page = await searchCompanies(q.trim(), controller.signal);
      setSuggestions(page.items.map(({ id: companyId, name }) => ({ id: companyId, name })));
    } catch {
      if (!controller.signal.aborted) setSuggestions([]);
    }
  };

  return (
    <div className="admin-field billing-plan__picker">
      <label htmlFor={`${id}-company`}>{t('billingPlan.staff.company')}</label>
      <AutoComplete
        inputId={`${id}-company`}
        value={value}
        suggestions={suggestions}
        field="name"
        delay={300}
        forceSelection
        placeholder={t('billingPlan.staff.companyPlaceholder')}
        emptyMessage={t('billingPlan.staff.noCompanies')}
        showEmptyMessage
        completeMethod={(event) => void search(event.query)}
        onChange={(event) => {
          const next = event.value as Choice | string | null;
          setValue(next);
          if (!next || typeof next === 'string') props.onChange(null);
        }}
        onSelect={(event) => props.onChange((event.value as Choice).id)}
      />
    </div>
  );
}
