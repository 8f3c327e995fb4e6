import { Carousel } from 'primereact/carousel';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { JobCard } from '#client/features/jobs/components/job-card.tsx';
import type { LaunchableJob } from '#client/features/jobs/components/refer-apply-launcher.tsx';
import { useInertHiddenSlides } from '#client/features/jobs/components/use-inert-hidden-slides.ts';
import { useMediaQuery } from '#client/hooks/use-media-query.ts';
import { CarouselSkeleton } from './carousel-skeleton.tsx';

/** The spec's carousel: 4 visible, scroll 4, circular, autoplay 10 s; 3/2/1 under 1285/991/767 px. */
const RESPONSIVE = [
  { breakpoint: '1285px', numVisible: 3, numScroll: 3 },
  { breakpoint: '991px', numVisible: 2, numScroll: 2 },
  { breakpoint: '767px', numVisible: 1, numScroll: 1 },
];
export const CAROUSEL_AUTOPLAY_MS = 10_000;

/** Memoised: the page feeds it deferred jobs, so its cards render in a transition. */
export const JobsCarousel = memo(function JobsCarousel({
  jobs,
  loading,
  onRefer,
  onApply,
}: {
  jobs: JobSummary[] | undefined;
  loading: boolean;
  onRefer: (job: LaunchableJob) => void;
  onApply: (job: LaunchableJob) => void;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 760px)');
  const container = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(container);
  if (loading) return <CarouselSkeleton />;
  if (!jobs || jobs.length === 0) return <p className="home-carousel__empty">{t('home.noJobs')}</p>;
  return (
    <div ref={container}>
      <Carousel
        className="home-carousel"
        value={jobs}
        numVisible={4}
        numScroll={4}
        circular
        autoplayInterval={CAROUSEL_AUTOPLAY_MS}
        responsiveOptions={RESPONSIVE}
        showIndicators={!narrow}
        aria-label={t('home.carouselLabel')}
        itemTemplate={(job: JobSummary) => (
          <JobCard job={job} onRefer={onRefer} onApply={onApply} />
        )}
      />
    </div>
  );
});
