import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_PERIODS, type FunnelOption, type FunnelPeriod } from '#shared/schemas/funnel.ts';
import type { FunnelFilters as Filters } from '../api/get-funnel.ts';

/**
 * PrimeReact's hidden native <select> has no name of its own, and its trigger is a nameless,
 * unfocusable button: both stay out of the accessibility tree (the labelled combobox is used).
 * Its root carries aria-activedescendant without a role while focused: left out.
 */
const PASS_THROUGH = {
  root: { 'aria-activedescendant': undefined },
  select: { 'aria-hidden': true },
  trigger: { 'aria-hidden': true },
} as const;

type Props = {
  filters: Filters;
  jobs: readonly FunnelOption[];
  companies: readonly FunnelOption[];
  showCompany: boolean;
  onChange: (next: Filters) => void;
};

/** Period, company (staff, members of several companies) and job. */
export function FunnelFilters({ filters, jobs, companies, showCompany, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const jobsDisabled = showCompany && !filters.companyId && jobs.length === 0;
  return (
    <fieldset className="funnel-filters">
      <legend className="visually-hidden">{t('funnel.filters')}</legend>
      <span className="funnel-field">
        <label id={`${id}-period-label`} htmlFor={`${id}-period`}>
          {t('funnel.period')}
        </label>
        <Dropdown
          pt={PASS_THROUGH}
          inputId={`${id}-period`}
          aria-labelledby={`${id}-period-label`}
          value={filters.period}
          options={FUNNEL_PERIODS.map((period) => ({
            value: period,
            label: t(`funnel.periods.${period}`),
          }))}
          onChange={(event) => onChange({ ...filters, period: event.value as FunnelPeriod })}
        />
      </span>
      {showCompany && (
        <span className="funnel-field funnel-field--grow">
          <label id={`${id}-company-label`} htmlFor={`${id}-company`}>
            {t('funnel.company')}
          </label>
          <Dropdown
            pt={PASS_THROUGH}
            inputId={`${id}-company`}
            aria-labelledby={`${id}-company-label`}
            value={filters.companyId ?? ''}
            // PrimeReact shows a value of '' as no value: the placeholder says what it means.
            placeholder={t('funnel.allCompanies')}
            options={[
              { value: '', label: t('funnel.allCompanies') },
              ...companies.map((company) => ({ value: company.id, label: company.name })),
            ]}
            filter={companies.length > 10}
            onChange={(event) =>
              onChange({
                period: filters.period,
                companyId: (event.value as string) || undefined,
              })
            }
          />
        </span>
      )}
      <span className="funnel-field funnel-field--grow">
        <label id={`${id}-job-label`} htmlFor={`${id}-job`}>
          {t('funnel.job')}
        </label>
        <Dropdown
          pt={PASS_THROUGH}
          inputId={`${id}-job`}
          aria-labelledby={`${id}-job-label`}
          value={filters.jobId ?? ''}
          disabled={jobsDisabled}
          placeholder={jobsDisabled ? t('funnel.pickCompanyFirst') : t('funnel.allJobs')}
          options={[
            { value: '', label: jobsDisabled ? t('funnel.pickCompanyFirst') : t('funnel.allJobs') },
            ...jobs.map((job) => ({ value: job.id, label: job.name })),
          ]}
          filter={jobs.length > 10}
          onChange={(event) =>
            onChange({ ...filters, jobId: (event.value as string) || undefined })
          }
        />
      </span>
    </fieldset>
  );
}
