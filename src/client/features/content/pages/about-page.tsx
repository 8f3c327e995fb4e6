import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { usePageContent } from '#client/api/content/get-content.ts';
import { ContentError } from '../components/content-error.tsx';
import { ContentHero } from '../components/content-hero.tsx';
import { ContentSection } from '../components/content-section.tsx';
import { RichHtml } from '../components/rich-html.tsx';
import { StatsStrip } from '../components/stats-strip.tsx';
import { TestimonialCarousel } from '../components/testimonial-carousel.tsx';
import '../content.css';

/** About us: content by tag, figures, values and the testimonial carousel. */
export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.about'));
  const { content, isPending, isError, refetch } = usePageContent('/about-us');
  const testimonials = content.list('testimonials');
  const testimonialsHeader = content.html('testimonials_header');

  return (
    <div className="content-page">
      <ContentHero
        content={content}
        loading={isPending}
        headingId="about-title"
        fallback={{
          header: t('content.about.header'),
          subtext: t('content.about.subtext'),
          image: '/img/content/about-hero.svg',
        }}
      >
        {isError && <ContentError onRetry={() => void refetch()} />}
      </ContentHero>
      <StatsStrip items={content.list('client_stats')} label={t('content.about.stats')} />
      <ContentSection content={content} id="about-values" />
      {testimonials.length > 0 && (
        <section
          className="content-section content-section--muted"
          aria-labelledby="about-testimonials"
        >
          <div className="container">
            {testimonialsHeader ? (
              <RichHtml
                as="h2"
                id="about-testimonials"
                className="content-section__title"
                html={testimonialsHeader}
              />
            ) : (
              <h2 id="about-testimonials" className="content-section__title">
                {t('content.about.testimonials')}
              </h2>
            )}
            <TestimonialCarousel items={testimonials} />
          </div>
        </section>
      )}
    </div>
  );
}
