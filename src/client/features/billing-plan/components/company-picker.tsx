import { AutoComplete } from 'primereact/autocomplete';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyListItem } from '#shared/schemas/companies.ts';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { useRetryableSearch } from '#client/hooks/use-retryable-search.ts';
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
  const { found, complete, autoComplete, showEmptyMessage, failed } = useRetryableSearch(
    async (q: string, signal: AbortSignal): Promise<Choice[]> =>
      (await searchCompanies(q, signal)).items.map(({ id: companyId, name }) => ({
        id: companyId,
        name,
      })),
    setValue,
  );

  return (
    <div className="admin-field billing-plan__picker">
      <label htmlFor={`${id}-company`}>{t('billingPlan.staff.company')}</label>
      <AutoComplete
        ref={autoComplete}
        inputId={`${id}-company`}
        value={value}
        suggestions={found}
        field="name"
        delay={300}
        forceSelection
        placeholder={t('billingPlan.staff.companyPlaceholder')}
        emptyMessage={t('billingPlan.staff.noCompanies')}
        showEmptyMessage={showEmptyMessage}
        completeMethod={(event) => void complete(event.query)}
        onChange={(event) => {
          const next = event.value as Choice | string | null;
          setValue(next);
          if (!next || typeof next === 'string') props.onChange(null);
        }}
        onSelect={(event) => props.onChange((event.value as Choice).id)}
      />
      <LookupLoadError query={failed} message={t('billingPlan.staff.companiesFailed')} />
    </div>
  );
}
