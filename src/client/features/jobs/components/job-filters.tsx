import { Button } from '#client/startup/light/button.tsx';
import { RadioButton } from '#client/startup/light/radio-button.tsx';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { preloadOnIntent } from '#client/lib/preloadable-lazy.tsx';
import { NO_FILTERS, type JobFilterValue } from './job-filter-value.ts';

export { NO_FILTERS, type JobFilterValue } from './job-filter-value.ts';

const loadPanel = withPrimeReactLocale(() => import('./job-filter-panel.tsx'));
const JobFilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.JobFilterPanel })));

const QUICK_TYPES = ['contract', 'fulltime', 'partime'] as const;

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
  const panelId = `${id}-panel`;

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
          aria-controls={panelId}
          // The panel's module is asked for as soon as the toggle is about to be used.
          {...preloadOnIntent(loadPanel)}
          onClick={() => {
            setDraft(value);
            setOpen((current) => !current);
          }}
        />
      </div>
      {open && (
        <Suspense
          fallback={
            <div
              id={panelId}
              className="job-filters__panel job-filters__panel--loading"
              role="group"
              aria-label={t('jobs.list.filters')}
              aria-busy="true"
            />
          }
        >
          <JobFilterPanel
            id={panelId}
            draft={draft}
            onDraft={setDraft}
            onClear={() => {
              setOpen(false);
              onChange(NO_FILTERS);
            }}
            onResult={() => {
              setOpen(false);
              onChange(draft);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
