import { Suspense, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants/domain.ts';
import type { JobSearchResponse, JobSortField } from '#shared/schemas/jobs.ts';
import { withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { preloadableLazy } from '#client/lib/preloadable-lazy.tsx';
import { JobsEmptyState, type EmptyKind } from './jobs-empty-state.tsx';
import { JobsMobileList } from './jobs-mobile-list.tsx';
import type { LaunchableJob } from '#client/components/refer-apply/use-refer-apply.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { JobsLoadError } from './jobs-load-error.tsx';

// PrimeReact's DataTable (about 50 kB gzip) loads beside the first search, not in front of it.
const JobsTable = preloadableLazy(
  'jobs-table',
  withPrimeReactLocale(() => import('./jobs-table.tsx').then((m) => ({ default: m.JobsTable }))),
);

export type JobResultsProps = {
  data: JobSearchResponse | undefined;
  fetching: boolean;
  /** The search failed and nothing is shown yet: the error and a retry replace the placeholders. */
  failed: boolean;
  onRetry: () => void;
  phone: boolean;
  emptyKind: EmptyKind;
  keyword: string;
  page: number;
  sort: { field: JobSortField; order: 'asc' | 'desc' };
  onPage: (page: number) => void;
  onSort: (field: JobSortField, order: 'asc' | 'desc') => void;
  onRefer: (job: LaunchableJob) => void;
  onApply: (job: LaunchableJob) => void;
  onClearFilters: () => void;
  onViewAll: () => void;
};

/**
 * The search's answer: the empty state, the capped-total line and the table (cards on phones).
 * Memoised, and fed from deferred values by the page, so that a page of rows renders in a
 * transition, in slices, instead of one long task when the answer arrives.
 */
export const JobResults = memo(function JobResults(props: JobResultsProps) {
  const { t } = useTranslation();
  const { data } = props;
  if (!data && props.failed) return <JobsLoadError onRetry={props.onRetry} />;
  if (data && data.total === 0 && !props.fetching)
    return (
      <JobsEmptyState
        kind={props.emptyKind}
        keyword={props.keyword}
        onClearFilters={props.onClearFilters}
        onViewAll={props.onViewAll}
      />
    );
  const ResultsView = props.phone ? JobsMobileList : JobsTable;
  return (
    <>
      {data?.correctedKeyword && (
        <p className="jobs-page__capped" role="status">
          {t('jobs.list.correctedKeyword', {
            typed: props.keyword,
            keyword: data.correctedKeyword,
          })}
        </p>
      )}
      {props.sort.field === 'reward' && (
        <p className="jobs-page__capped">{t('jobs.list.rewardSortNote')}</p>
      )}
      {data?.totalCapped && (
        <p className="jobs-page__capped">{t('jobs.list.capped', { count: data.total })}</p>
      )}
      {/* The first load keeps a page of rows' room, so the footer does not jump (CLS). */}
      <Suspense fallback={<ResultsSkeleton />}>
        {data ? (
          <ResultsView
            jobs={data.items}
            total={data.total}
            page={props.page}
            size={LIMITS.jobsPageSize}
            sort={props.sort.field}
            order={props.sort.order}
            loading={props.fetching}
            onPage={props.onPage}
            onSort={props.onSort}
            onRefer={props.onRefer}
            onApply={props.onApply}
          />
        ) : (
          <ResultsSkeleton />
        )}
      </Suspense>
    </>
  );
});
