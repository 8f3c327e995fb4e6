import { Button } from '#client/components/light/button.tsx';
import { Dropdown } from 'primereact/dropdown';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { RadioButton } from '#client/components/light/radio-button.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatePostedCode, JobTypeCode, WorkTypeCode } from '#shared/schemas/jobs.ts';

export type JobFilterValue = {
  jobType?: JobTypeCode;
  workType?: WorkTypeCode;
  datePosted: DatePostedCode;
};

export const NO_FILTERS: JobFilterValue = { datePosted: 'any' };

const QUICK_TYPES = ['contract', 'fulltime', 'partime'] as const;
const JOB_TYPES = ['all', 'fulltime', 'partime', 'contract', 'internship', 'temporary'] as const;
const WORK_TYPES = ['any', 'remote', 'onsite', 'hybrid'] as const;
const DATES = ['any', 'today', 'week', 'month'] as const;

/** The jobs page's filter bar: quick job-type radios and a toggle opening the filter panel. */
export function JobFilters({
  value,
  onChange,
}: {
  value: JobFilterValue;
  onChange: (value: JobFilterValue) => void;
}) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<JobFilterValue>(value);
  const typeLabel = (code: string) =>
    t(code === 'all' ? 'jobs.list.allJobTypes' : `jobs.list.${code}`);
  const workLabel = (code: string) => t(code === 'any' ? 'jobs.list.anyWork' : `jobs.list.${code}`);
  const dateLabel = (code: string) => t(code === 'any' ? 'jobs.list.anyDate' : `jobs.list.${code}`);

  return (
    <div className="job-filters">
      <div className="job-filters__bar">
        <fieldset className="job-filters__quick">
          <legend className="visually-hidden">{t('jobs.list.quickType')}</legend>
          {QUICK_TYPES.map((code) => (
            <span key={code} className="job-filters__radio">
              <RadioButton
                inputId={`${id}-quick-${code}`}
                name={`${id}-quick`}
                value={code}
                checked={value.jobType === code}
                onChange={() => onChange({ ...value, jobType: code })}
              />
              <label htmlFor={`${id}-quick-${code}`}>{t(`jobs.list.${code}`)}</label>
            </span>
          ))}
        </fieldset>
        <Button
          type="button"
          icon="pi pi-filter"
          label={t('jobs.list.filters')}
          outlined
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setDraft(value);
            setOpen((current) => !current);
          }}
        />
      </div>
      {open && (
        <div
          id={`${id}-panel`}
          className="job-filters__panel"
          role="group"
          aria-label={t('jobs.list.filters')}
        >
          <div className="job-filters__field">
            <label htmlFor={`${id}-type`}>{t('jobs.list.jobType')}</label>
            <Dropdown
              pt={HIDDEN_SELECT_PT}
              inputId={`${id}-type`}
              placeholder={t('jobs.list.jobType')}
              value={draft.jobType ?? 'all'}
              options={JOB_TYPES.map((code) => ({ value: code, label: typeLabel(code) }))}
              onChange={(event) => {
                const code = event.value as (typeof JOB_TYPES)[number];
                setDraft({ ...draft, jobType: code === 'all' ? undefined : code });
              }}
            />
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-work`}>{t('jobs.list.workType')}</label>
            <Dropdown
              pt={HIDDEN_SELECT_PT}
              inputId={`${id}-work`}
              placeholder={t('jobs.list.workType')}
              value={draft.workType ?? 'any'}
              options={WORK_TYPES.map((code) => ({ value: code, label: workLabel(code) }))}
              onChange={(event) => {
                const code = event.value as (typeof WORK_TYPES)[number];
                setDraft({ ...draft, workType: code === 'any' ? undefined : code });
              }}
            />
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-date`}>{t('jobs.list.datePosted')}</label>
            <Dropdown
              pt={HIDDEN_SELECT_PT}
              inputId={`${id}-date`}
              placeholder={t('jobs.list.datePosted')}
              value={draft.datePosted}
              options={DATES.map((code) => ({ value: code, label: dateLabel(code) }))}
              onChange={(event) =>
                setDraft({ ...draft, datePosted: event.value as DatePostedCode })
              }
            />
          </div>
          <div className="job-filters__actions">
            <Button
              type="button"
              label={t('jobs.list.clear')}
              outlined
              onClick={() => {
                setDraft(NO_FILTERS);
                setOpen(false);
                onChange(NO_FILTERS);
              }}
            />
            <Button
              type="button"
              label={t('jobs.list.result')}
              onClick={() => {
                setOpen(false);
                onChange(draft);
              }}
            />
          </div>
        </div>
      )}
    </div>
  );
}
