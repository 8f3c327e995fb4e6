import { Carousel } from 'primereact/carousel';
import { PrimeStyleScope } from '#client/components/prime-styles/prime-style-scope.tsx';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { JobCard } from '#client/features/jobs/components/job-card.tsx';
import type { LaunchableJob } from '#client/features/jobs/components/refer-apply-launcher.tsx';
import { useInertHiddenSlides } from '#client/features/jobs/components/use-inert-hidden-slides.ts';
import { useMediaQuery } from '#client/hooks/use-media-query.ts';
import { CarouselSkeleton } from './carousel-skeleton.tsx';

export const CAROUSEL_AUTOPLAY_MS = 10_000;

/**
 * The spec's carousel: 4 visible, scroll 4, circular, autoplay 10 s; 3/2/1 at 1285/991/767 px and
 * below. Counted from media queries rather than PrimeReact's responsiveOptions: those are measured
 * only after mount (the server-rendered carousel would re-render and jump), and sorting them
 * builds an Intl.Collator, a 70 ms task on a throttled phone.
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
  const visible = useVisibleCount();
  const container = useRef<HTMLDivElement>(null);
  const ready = useInertHiddenSlides(container);
  if (loading) return <CarouselSkeleton />;
  if (!jobs || jobs.length === 0) return <p className="home-carousel__empty">{t('home.noJobs')}</p>;
  return (
    <div ref={container} inert={!ready}>
      <PrimeStyleScope>
        <Carousel
          // PrimeReact reads the count once, on mount: a new count is a new carousel
          key={visible}
          className="home-carousel"
          value={jobs}
          numVisible={visible}
          numScroll={visible}
          circular
          autoplayInterval={CAROUSEL_AUTOPLAY_MS}
          showIndicators={!narrow}
          aria-label={t('home.carouselLabel')}
          itemTemplate={(job: JobSummary) => (
            <JobCard job={job} onRefer={onRefer} onApply={onApply} />
          )}
        />
      </PrimeStyleScope>
    </div>
  );
});
