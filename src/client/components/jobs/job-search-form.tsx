import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { Button } from '#client/startup/light/button.tsx';
import { classNames } from '#client/startup/light/class-names.ts';
import { LazyCountryMultiSelect } from '#client/components/country-multi-select/lazy-country-multi-select.tsx';
import { clearSavedSearch, readSavedSearch, saveSearch } from './saved-search.ts';
import './job-ui.css';

export type JobSearchValue = { countryIds: number[]; keyword: string };

export type JobSearchFormProps = {
  /** Starting values; default the saved search (or empty). */
  initial?: JobSearchValue;
  /**
   * Find Jobs with a valid search. Without it (home, landing pages) the form saves the search and
   * goes to the jobs page, which starts from it.
   */
  onSearch?: (value: JobSearchValue) => void;
  /** All Jobs. Without it the form clears the saved search and goes to the jobs page. */
  onAllJobs?: () => void;
  className?: string;
};

/**
 * The spec's search form (home, jobs and landing pages): countries as chips with flags and ISO2
 * codes, a keyword, Find Jobs and All Jobs. Find Jobs needs a country or a keyword, otherwise
 * 'No Valid' shows and both fields and labels turn red with an asterisk.
 */
export function JobSearchForm({ initial, onSearch, onAllJobs, className }: JobSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId().replace(/:/g, '');
  const [start] = useState(() => initial ?? readSavedSearch() ?? { countryIds: [], keyword: '' });
  const [countryIds, setCountryIds] = useState<number[]>(start.countryIds);
  const [keyword, setKeyword] = useState(start.keyword);
  const [invalid, setInvalid] = useState(false);
  const [syncedInitial, setSyncedInitial] = useState(initial);
  if (initial !== syncedInitial) {
    // The parent reset the search (All Jobs, Clear Filters): show its values.
    setSyncedInitial(initial);
    if (initial) {
      setCountryIds(initial.countryIds);
      setKeyword(initial.keyword);
      setInvalid(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = { countryIds, keyword: keyword.trim() };
    if (value.countryIds.length === 0 && value.keyword === '') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (onSearch) return onSearch(value);
    const saved = readSavedSearch();
    saveSearch({ ...saved, ...value });
    void navigate(pathFor('jobs'));
  };

  const allJobs = () => {
    setCountryIds([]);
    setKeyword('');
    setInvalid(false);
    if (onAllJobs) return onAllJobs();
    clearSavedSearch();
    void navigate(pathFor('jobs'));
  };

  const errorId = `${id}-error`;
  const star = invalid ? <span aria-hidden="true"> *</span> : null;
  return (
    <form
      className={['job-search-form', className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
      role="search"
    >
      <div className="job-search-form__field job-search-form__countries">
        <label htmlFor={`${id}-countries`} className={invalid ? 'p-error' : undefined}>
          {t('jobs.search.countries')}
          {star}
        </label>
        <LazyCountryMultiSelect
          inputId={`${id}-countries`}
          value={countryIds}
          onChange={(next) => {
            setCountryIds(next);
            if (next.length > 0) setInvalid(false);
          }}
          invalid={invalid}
          ariaDescribedBy={invalid ? errorId : undefined}
        />
      </div>
      <div className="job-search-form__field job-search-form__keyword">
        <label htmlFor={`${id}-keyword`} className={invalid ? 'p-error' : undefined}>
          {t('jobs.search.keyword')}
          {star}
        </label>
        <input
          id={`${id}-keyword`}
          className={classNames(
            'p-inputtext p-component',
            keyword !== '' && 'p-filled',
            invalid && 'p-invalid',
          )}
          value={keyword}
          maxLength={100}
          placeholder={t('jobs.search.keywordPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setKeyword(event.target.value);
            if (event.target.value.trim() !== '') setInvalid(false);
          }}
        />
      </div>
      <div className="job-search-form__actions">
        <Button type="submit" label={t('jobs.search.findJobs')} icon="pi pi-search" />
        <Button
          type="button"
          label={t('jobs.search.allJobs')}
          icon="pi pi-list"
          outlined
          onClick={allJobs}
        />
      </div>
      {invalid && (
        <p id={errorId} className="job-search-form__error p-error" role="alert">
          {t('jobs.search.noValid')}
        </p>
      )}
    </form>
  );
}
