import { useTranslation } from 'react-i18next';
import { usePageContent } from '#client/api/content/get-content.ts';
import { ContentError } from './content-error.tsx';
import { ContentHero } from './content-hero.tsx';
import { RichHtml } from './rich-html.tsx';
import { StatsStrip } from './stats-strip.tsx';

export type HowItWorksAudience = 'companies' | 'recruiters' | 'candidates';

/** One tab: hero, client stats and the process list, fetched again whenever the tab is shown. */
export function HowItWorksTab({ audience }: { audience: HowItWorksAudience }) {
  const { t } = useTranslation();
  const { content, isPending, isError, refetch } = usePageContent('/how-it-works', audience, true);
  const steps = content.list('section_list');
  const header = content.html('section_header');
  const subtext = content.html('section_header_subtext');

  return (
    <div className="how-tab">
      <ContentHero
        content={content}
        loading={isPending}
        headingId={`how-${audience}-title`}
        fallback={{
          header: t(`content.howItWorks.tabs.${audience}`),
          subtext: t(`content.landing.${audience}.subtext`),
          image: `/img/content/hero-${audience}.svg`,
        }}
      >
        {isError && <ContentError onRetry={() => void refetch()} />}
      </ContentHero>
      <StatsStrip items={content.list('client_stats')} label={t('content.howItWorks.stats')} />
      {steps.length > 0 && (
        <section className="content-section" aria-labelledby={`how-${audience}-process`}>
          <div className="container">
            {header ? (
              <RichHtml
                as="h2"
                id={`how-${audience}-process`}
                className="content-section__title"
                html={header}
              />
            ) : (
              <h2 id={`how-${audience}-process`} className="content-section__title">
                {t('content.howItWorks.process')}
              </h2>
            )}
            {subtext && <RichHtml className="content-section__subtext" html={subtext} />}
            <ol className="process-list">
              {steps.map((step, index) => (
                <li key={`${step.order_id}-${step.id}`} className="process-list__item">
                  <span className="process-list__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {step.icon_name && (
                    <span className={`process-list__icon ${step.icon_name}`} aria-hidden="true" />
                  )}
                  <RichHtml as="h3" className="process-list__title" html={step.html_header} />
                  <RichHtml className="process-list__body" html={step.html_body} />
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}
    </div>
  );
}
