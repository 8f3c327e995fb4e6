import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GoogleOneTap } from '#client/components/social-sign-in/google-one-tap.tsx';
import { useSession } from '#client/session/use-session.ts';
import { useSearchJobs } from '#client/api/jobs/search-jobs.ts';
import { JobSearchForm } from '#client/components/jobs/job-search-form.tsx';
import { useReferApply } from '#client/components/refer-apply/use-refer-apply.tsx';
import { useDeferredAnswer } from '#client/hooks/use-deferred-answer.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useHomeContent } from '../api/use-home-content.ts';
import { HomeHero } from '../components/home-hero.tsx';
import { HomeSection } from '../components/home-section.tsx';
import { CarouselSkeleton } from '../components/carousel-skeleton.tsx';
import '../home.css';
import { preloadableLazy } from '#client/lib/preloadable-lazy.tsx';

// The carousel (light, job cards) fills in once the jobs arrive: it loads beside the page, not in
// front of it (issue 3's first-paint budget).
const loadJobsCarousel = () =>
  import('../components/jobs-carousel.tsx').then((m) => ({ default: m.JobsCarousel }));
const JobsCarousel = preloadableLazy('jobs-carousel', loadJobsCarousel);

/** Home: hero, search form, carousel of open jobs, the lower section. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('home.title'));
  const { user } = useSession();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const content = useHomeContent(lang);
  const jobs = useSearchJobs(
    { size: 12, sort: 'createDate', order: 'desc', lang },
    user?.id ?? null,
  );
  // The carousel's twenty-odd cards render in a transition when the jobs arrive, not in one task.
  const jobsShown = useDeferredAnswer(jobs);
  const { refetch: refetchJobs } = jobs;
  const retryJobs = useCallback(() => void refetchJobs(), [refetchJobs]);
  const { refer, apply, dialogs } = useReferApply({ onDone: () => void jobs.refetch() });
  return (
    <div className="home-page">
      <div className="home-page__top">
        <HomeHero items={content.data} loading={content.isPending} />
        <JobSearchForm className="home-page__search" />
      </div>
      <section className="home-page__jobs" aria-labelledby="home-jobs-title">
        <h2 id="home-jobs-title">{t('home.latestJobs')}</h2>
        <Suspense fallback={<CarouselSkeleton />}>
          <JobsCarousel
            jobs={jobsShown.data?.items}
            loading={jobsShown.pending}
            failed={jobsShown.failed}
            onRetry={retryJobs}
            onRefer={refer}
            onApply={apply}
          />
        </Suspense>
      </section>
      <HomeSection items={content.data} />
      {dialogs}
      <GoogleOneTap />
    </div>
  );
}
