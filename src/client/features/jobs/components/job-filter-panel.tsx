import { Button } from '#client/startup/light/button.tsx';
import { Dropdown } from 'primereact/dropdown';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { useTranslation } from 'react-i18next';
import type { DatePostedCode, JobTypeCode, WorkTypeCode } from '#shared/schemas/jobs.ts';
import { NO_FILTERS, type JobFilterValue } from './job-filter-value.ts';

const JOB_TYPES = ['all', 'fulltime', 'partime', 'contract', 'internship', 'temporary'] as const;
const WORK_TYPES = ['any', 'remote', 'onsite', 'hybrid'] as const;
const DATES = ['any', 'today', 'week', 'month'] as const;

export type JobFilterPanelProps = {
  /** The panel's element id (the toggle's aria-controls); its fields' ids start with it. */
  id: string;
  draft: JobFilterValue;
  onDraft: (draft: JobFilterValue) => void;
  /** Clear: every filter off, applied at once. */
  onClear: () => void;
  /** Result: the draft applied. */
  onResult: () => void;
};

type Option = { value: string; label: string };

/** One labelled choice of the panel. */
function FilterField(props: {
  inputId: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="job-filters__field">
      <label htmlFor={props.inputId}>{props.label}</label>
      <Dropdown
        pt={HIDDEN_SELECT_PT}
        inputId={props.inputId}
        placeholder={props.label}
        value={props.value}
        options={props.options}
        onChange={(event) => props.onChange(String(event.value))}
      />
    </div>
  );
}

/**
 * The filter panel (job type, work type, date posted, Clear and Result). Its own module, loaded
 * when the panel first opens: a rendered job list then starts without PrimeReact's Dropdown.
 */
export function JobFilterPanel({ id, draft, onDraft, onClear, onResult }: JobFilterPanelProps) {
  const { t } = useTranslation();
  const typeLabel = (code: string) =>
    t(code === 'all' ? 'jobs.list.allJobTypes' : `jobs.list.${code}`);
  const workLabel = (code: string) => t(code === 'any' ? 'jobs.list.anyWork' : `jobs.list.${code}`);
  const dateLabel = (code: string) => t(code === 'any' ? 'jobs.list.anyDate' : `jobs.list.${code}`);
  return (
    <div id={id} className="job-filters__panel" role="group" aria-label={t('jobs.list.filters')}>
      <FilterField
        inputId={`${id}-type`}
        label={t('jobs.list.jobType')}
        value={draft.jobType ?? 'all'}
        options={JOB_TYPES.map((code) => ({ value: code, label: typeLabel(code) }))}
        onChange={(code) =>
          onDraft({ ...draft, jobType: code === 'all' ? undefined : (code as JobTypeCode) })
        }
      />
      <FilterField
        inputId={`${id}-work`}
        label={t('jobs.list.workType')}
        value={draft.workType ?? 'any'}
        options={WORK_TYPES.map((code) => ({ value: code, label: workLabel(code) }))}
        onChange={(code) =>
          onDraft({ ...draft, workType: code === 'any' ? undefined : (code as WorkTypeCode) })
        }
      />
      <FilterField
        inputId={`${id}-date`}
        label={t('jobs.list.datePosted')}
        value={draft.datePosted}
        options={DATES.map((code) => ({ value: code, label: dateLabel(code) }))}
        onChange={(code) => onDraft({ ...draft, datePosted: code as DatePostedCode })}
      />
      <div className="job-filters__actions">
        <Button
          type="button"
          label={t('jobs.list.clear')}
          outlined
          onClick={() => {
            onDraft(NO_FILTERS);
            onClear();
          }}
        />
        <Button type="button" label={t('jobs.list.result')} onClick={onResult} />
      </div>
    </div>
  );
}
