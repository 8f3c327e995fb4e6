import { Skeleton } from '#client/startup/light/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants/domain.ts';

/**
 * A page of result rows' worth of skeletons, shown until the first search answers (and while the
 * table's code loads): the same height as the table, so nothing below it moves when it arrives.
 */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="jobs-results-skeleton" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      {Array.from({ length: LIMITS.jobsPageSize }, (_, i) => (
        <Skeleton key={i} height="3.5rem" />
      ))}
    </div>
  );
}
