import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageContent } from '#client/api/content/get-content.ts';
import { RichHtml } from './rich-html.tsx';

type ContentHeroProps = {
  content: PageContent;
  loading: boolean;
  fallback: { header: string; subtext: string; image: string };
  /** Under the text (e.g. a load error). */
  children?: ReactNode;
  /** Full width under the hero: the search form on landing pages. */
  below?: ReactNode;
  headingId?: string;
};

/** Heading, subtext and image from the content service, skeletons while loading, fallbacks when absent. */
export function ContentHero({
  content,
  loading,
  fallback,
  children,
  below,
  headingId,
}: ContentHeroProps) {
  const { t } = useTranslation();
  const header = content.html('header');
  const subtext = content.html('header_subtext');
  const image = content.file('hero_img') ?? fallback.image;

  return (
    <section className="content-hero" aria-labelledby={headingId}>
      <div className="container content-hero__grid">
        <div className="content-hero__text">
          {loading ? (
            <div role="status" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton height="2.75rem" className="content-hero__skeleton" />
              <Skeleton height="2.75rem" width="70%" className="content-hero__skeleton" />
              <Skeleton height="1.25rem" width="90%" className="content-hero__skeleton" />
            </div>
          ) : (
            <>
              {header ? (
                <RichHtml as="h1" id={headingId} className="content-hero__title" html={header} />
              ) : (
                <h1 id={headingId} className="content-hero__title">
                  {fallback.header}
                </h1>
              )}
              {subtext ? (
                <RichHtml className="content-hero__subtext" html={subtext} />
              ) : (
                <p className="content-hero__subtext">{fallback.subtext}</p>
              )}
            </>
          )}
          {children}
        </div>
        <div className="content-hero__media">
          {loading ? (
            <Skeleton className="content-hero__image-skeleton" />
          ) : (
            <img className="content-hero__image" src={image} alt="" width={560} height={420} />
          )}
        </div>
      </div>
      {below && <div className="container content-hero__below">{below}</div>}
    </section>
  );
}
