import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '#shared/schemas/content.ts';
import { HeroIllustration } from './hero-illustration.tsx';

const byTag = (items: ContentItem[] | undefined, tag: string) =>
  items?.find((item) => item.tag === tag);

/** The lower section: header, subtext, ordered checklist (html_header, html_body by order_id), image. */
export function HomeSection({ items }: { items: ContentItem[] | undefined }) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const header = byTag(items, 'section_header')?.htmlContent;
  const subtext = byTag(items, 'section_header_subtext')?.htmlContent;
  const list = [...(byTag(items, 'section_list')?.listContent ?? [])].sort(
    (a, b) => a.order_id - b.order_id,
  );
  const image = byTag(items, 'section_img')?.filePath;
  const fallback = [
    { id: 1, header: t('home.steps.one'), body: t('home.steps.oneText') },
    { id: 2, header: t('home.steps.two'), body: t('home.steps.twoText') },
    { id: 3, header: t('home.steps.three'), body: t('home.steps.threeText') },
  ];
  return (
    <section className="home-section" aria-labelledby="home-section-title">
      <div className="home-section__text">
        {header ? (
          <h2 id="home-section-title" dangerouslySetInnerHTML={{ __html: header }} />
        ) : (
          <h2 id="home-section-title">{t('home.sectionHeader')}</h2>
        )}
        {subtext ? (
          <div className="home-section__subtext" dangerouslySetInnerHTML={{ __html: subtext }} />
        ) : (
          <p className="home-section__subtext">{t('home.sectionSubtext')}</p>
        )}
        <ol className="home-section__list">
          {list.length > 0
            ? list.map((entry) => (
                <li key={entry.id}>
                  <span className="pi pi-check-circle" aria-hidden="true" />
                  <div>
                    <strong dangerouslySetInnerHTML={{ __html: entry.html_header }} />
                    <div dangerouslySetInnerHTML={{ __html: entry.html_body }} />
                  </div>
                </li>
              ))
            : fallback.map((entry) => (
                <li key={entry.id}>
                  <span className="pi pi-check-circle" aria-hidden="true" />
                  <div>
                    <strong>{entry.header}</strong>
                    <div>{entry.body}</div>
                  </div>
                </li>
              ))}
        </ol>
      </div>
      <div className="home-section__media">
        {image && !imageFailed ? (
          <img
            src={image}
            alt={t('home.sectionImageAlt')}
            width={480}
            height={360}
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <HeroIllustration label={t('home.sectionImageAlt')} />
        )}
      </div>
    </section>
  );
}
