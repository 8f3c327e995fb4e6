import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#client/startup/light/skeleton.tsx';
import type { ContentItem } from '#shared/schemas/content.ts';
import { HeroIllustration } from './hero-illustration.tsx';

const byTag = (items: ContentItem[] | undefined, tag: string) =>
  items?.find((item) => item.tag === tag);

/** Heading, subtext and image from the content service; i18n texts and an illustration as fallbacks. */
export function HomeHero({
  items,
  loading,
}: {
  items: ContentItem[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const header = byTag(items, 'header')?.htmlContent;
  const subtext = byTag(items, 'header_subtext')?.htmlContent;
  const image = byTag(items, 'hero_img')?.filePath;
  return (
    <section className="home-hero">
      <div className="home-hero__text">
        {loading ? (
          <>
            <Skeleton height="3rem" className="mb-3" />
            <Skeleton height="1.2rem" className="mb-2" />
            <Skeleton height="1.2rem" width="70%" />
          </>
        ) : (
          <>
            {header ? (
              <h1 dangerouslySetInnerHTML={{ __html: header }} />
            ) : (
              <h1>{t('home.heroHeading')}</h1>
            )}
            {subtext ? (
              <div className="home-hero__subtext" dangerouslySetInnerHTML={{ __html: subtext }} />
            ) : (
              <p className="home-hero__subtext">{t('home.heroSubtext')}</p>
            )}
          </>
        )}
      </div>
      <div className="home-hero__media">
        {loading ? (
          <Skeleton height="18rem" borderRadius="28px" />
        ) : image && !imageFailed ? (
          <img
            src={image}
            alt={t('home.heroImageAlt')}
            width={480}
            height={360}
            fetchPriority="high"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <HeroIllustration label={t('home.heroImageAlt')} />
        )}
      </div>
    </section>
  );
}
