import { useTranslation } from 'react-i18next';
import { JobSearchForm } from '#client/components/jobs/job-search-form.tsx';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { usePageContent } from '#client/api/content/get-content.ts';
import { ContentError } from '../components/content-error.tsx';
import { ContentHero } from '../components/content-hero.tsx';
import { ContentSection } from '../components/content-section.tsx';
import '../content.css';

type Audience = 'recruiters' | 'companies' | 'candidates';
const TITLE_KEY = {
  recruiters: 'menu.homeRecruiters',
  companies: 'menu.homeCompanies',
  candidates: 'menu.homeCandidates',
} as const;

/** The home page's hero and search form with the texts of one tag group (page path '/'). */
function LandingPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  useDocumentTitle(t(TITLE_KEY[audience]));
  const { content, isPending, isError, refetch } = usePageContent('/', audience);

  return (
    <div className="content-page">
      <ContentHero
        content={content}
        loading={isPending}
        headingId="landing-title"
        fallback={{
          header: t(`content.landing.${audience}.header`),
          subtext: t(`content.landing.${audience}.subtext`),
          image: `/img/content/hero-${audience}.svg`,
        }}
        below={<JobSearchForm />}
      >
        {isError && <ContentError onRetry={() => void refetch()} />}
      </ContentHero>
      <ContentSection
        content={content}
        id="landing-section"
        image={`/img/content/section-${audience}.svg`}
      />
    </div>
  );
}

export function RecruitersLandingPage() {
  return <LandingPage audience="recruiters" />;
}
export function CompaniesLandingPage() {
  return <LandingPage audience="companies" />;
}
export function CandidatesLandingPage() {
  return <LandingPage audience="candidates" />;
}
