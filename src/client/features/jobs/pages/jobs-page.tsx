import { useCallback, useEffect, useState } from 'react';
import { PrimeStyleScope } from '#client/startup/prime-styles/prime-style-scope.tsx';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants/domain.ts';
import type { JobSortField } from '#shared/schemas/jobs.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useSession } from '#client/session/use-session.ts';
import { useDeferredAnswer } from '#client/hooks/use-deferred-answer.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useMediaQuery } from '#client/hooks/use-media-query.ts';
import { useSearchJobs } from '#client/api/jobs/search-jobs.ts';
import { JobFilters, NO_FILTERS, type JobFilterValue } from '../components/job-filters.tsx';
import { JobSearchForm, type JobSearchValue } from '#client/components/jobs/job-search-form.tsx';
import { JobResults } from '../components/job-results.tsx';
import { emptyKind } from '../components/jobs-empty-state.tsx';
import { useReferApply } from '#client/components/refer-apply/use-refer-apply.tsx';
import {
  clearSavedSearch,
  readSavedSearch,
  saveSearch,
} from '#client/components/jobs/saved-search.ts';
import '../jobs.css';

const EMPTY_SEARCH: JobSearchValue = { countryIds: [], keyword: '' };

const sameSearch = (a: JobSearchValue, b: JobSearchValue) =>
  a.keyword === b.keyword && a.countryIds.join(',') === b.countryIds.join(',');

/** Jobs: the search form, filters, and the server-side searched table (starts from the saved search). */
export function JobsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('jobs.list.title'));
  const { user } = useSession();
  const phone = useMediaQuery('(max-width: 767px)');
  const [initial] = useState(() => readSavedSearch());
  const [search, setSearch] = useState<JobSearchValue>(
    initial ? { countryIds: initial.countryIds, keyword: initial.keyword } : EMPTY_SEARCH,
  );
  const [formValue, setFormValue] = useState<JobSearchValue>(search);
  const [filters, setFilters] = useState<JobFilterValue>(
    initial
      ? {
          jobType: initial.jobType,
          workType: initial.workType,
          datePosted: initial.datePosted ?? 'any',
        }
      : NO_FILTERS,
  );
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: JobSortField; order: 'asc' | 'desc' }>({
    field: 'createDate',
    order: 'desc',
  });

  const query = {
    ...search,
    ...filters,
    page,
    size: LIMITS.jobsPageSize,
    sort: sort.field,
    order: sort.order,
    lang: i18n.language === 'tr' ? ('tr' as const) : ('en' as const),
  };
  const result = useSearchJobs(query, user?.id ?? null);
  const { refer, apply, dialogs } = useReferApply({ onDone: () => void result.refetch() });

  useEffect(() => {
    if (result.isError)
      showToast({
        severity: 'error',
        summary: t('jobs.list.errorTitle'),
        detail: t('jobs.list.loadError'),
      });
  }, [result.isError, t]);

  const persist = (nextSearch: JobSearchValue, nextFilters: JobFilterValue) =>
    saveSearch({ ...nextSearch, ...nextFilters });

  const resetAll = useCallback(() => {
    clearSavedSearch();
    setSearch(EMPTY_SEARCH);
    setFormValue({ ...EMPTY_SEARCH });
    setFilters(NO_FILTERS);
    setPage(1);
  }, []);
  const clearFilters = useCallback(() => {
    setFilters(NO_FILTERS);
    setPage(1);
    saveSearch({ ...search, ...NO_FILTERS });
  }, [search]);
  const changeSort = useCallback((field: JobSortField, order: 'asc' | 'desc') => {
    setSort({ field, order });
    setPage(1);
  }, []);

  const hasFilters =
    search.countryIds.length > 0 ||
    !!filters.jobType ||
    !!filters.workType ||
    filters.datePosted !== 'any';
  const shown = useDeferredAnswer(result);

  return (
    <PrimeStyleScope>
      <div className="jobs-page page-container">
        <h1 className="jobs-page__title">{t('jobs.list.heading')}</h1>
        <JobSearchForm
          initial={formValue}
          onSearch={(value) => {
            // The same search again is a retry: the query's key does not change, so ask for it.
            if (sameSearch(value, search)) void result.refetch();
            setSearch(value);
            setPage(1);
            persist(value, filters);
          }}
          onAllJobs={resetAll}
        />
        <JobFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
            persist(search, next);
          }}
        />
        <JobResults
          data={shown.data}
          fetching={shown.fetching}
          failed={result.isError && !result.isFetching}
          onRetry={() => void result.refetch()}
          phone={phone}
          emptyKind={emptyKind(search.keyword !== '', hasFilters)}
          keyword={search.keyword}
          page={page}
          sort={sort}
          onPage={setPage}
          onSort={changeSort}
          onRefer={refer}
          onApply={apply}
          onClearFilters={clearFilters}
          onViewAll={resetAll}
        />
        {dialogs}
      </div>
    </PrimeStyleScope>
  );
}
