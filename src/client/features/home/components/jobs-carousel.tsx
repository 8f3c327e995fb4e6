import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import type { LaunchableJob } from '#client/components/refer-apply/use-refer-apply.tsx';
import { useMediaQuery } from '#client/hooks/use-media-query.ts';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { CarouselSkeleton } from './carousel-skeleton.tsx';
import { HorizontalCarousel } from './horizontal-carousel.tsx';
import { JobCard } from './job-card.tsx';

export const CAROUSEL_AUTOPLAY_MS = 10_000;

/**
 * The spec's carousel: 4 visible, scroll 4, circular, autoplay 10 s; 3/2/1 at 1285/991/767 px and
 * below. Counted from media queries, which answer for the server's assumed viewport while the page
 * hydrates, so the server's markup and the first client render agree.
 */
function useVisibleCount(): number {
  const under1285 = useMediaQuery('(max-width: 1285px)');
  const under991 = useMediaQuery('(max-width: 991px)');
  const under767 = useMediaQuery('(max-width: 767px)');
  if (under767) return 1;
  if (under991) return 2;
  return under1285 ? 3 : 4;
}

/** Memoised: the page feeds it deferred jobs, so its cards render in a transition. */
export const JobsCarousel = memo(function JobsCarousel({
  jobs,
  loading,
  failed,
  onRetry,
  onRefer,
  onApply,
}: {
  jobs: JobSummary[] | undefined;
  loading: boolean;
  /** The jobs could not load: the error and a retry replace the placeholders. */
  failed: boolean;
  onRetry: () => void;
  onRefer: (job: LaunchableJob) => void;
  onApply: (job: LaunchableJob) => void;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 760px)');
  const visible = useVisibleCount();
  if (failed) return <LoadError message={t('jobs.list.loadError')} onRetry={onRetry} />;
  if (loading) return <CarouselSkeleton />;
  if (!jobs || jobs.length === 0) return <p className="home-carousel__empty">{t('home.noJobs')}</p>;
  return (
    <HorizontalCarousel
      className="home-carousel"
      items={jobs}
      numVisible={visible}
      itemKey={(job) => job.id}
      renderItem={(job) => <JobCard job={job} onRefer={onRefer} onApply={onApply} />}
      showIndicators={!narrow}
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      prevLabel={t('jobs.list.previousPage')}
      nextLabel={t('jobs.list.nextPage')}
      pageLabel={(page) => t('jobs.list.page', { page })}
      ariaLabel={t('home.carouselLabel')}
    />
  );
});
