import type { PageContent } from '#client/api/content/get-content.ts';
import { RichHtml } from './rich-html.tsx';

type ContentSectionProps = {
  content: PageContent;
  /** The section is left out when it has neither header nor list. */
  image?: string;
  id: string;
};

/** The lower section: header, subtext, a checklist (html_header, html_body by order_id) and an image. */
export function ContentSection({ content, image, id }: ContentSectionProps) {
  const header = content.html('section_header');
  const subtext = content.html('section_header_subtext');
  const items = content.list('section_list');
  const picture = content.file('section_img') ?? image;
  if (!header && items.length === 0) return null;

  return (
    <section className="content-section" aria-labelledby={header ? id : undefined}>
      <div className="container content-section__grid">
        <div>
          {header && <RichHtml as="h2" id={id} className="content-section__title" html={header} />}
          {subtext && <RichHtml className="content-section__subtext" html={subtext} />}
          {items.length > 0 && (
            <ul className="content-checklist">
              {items.map((item) => (
                <li key={`${item.order_id}-${item.id}`} className="content-checklist__item">
                  <span
                    className={`content-checklist__icon ${item.icon_name || 'pi pi-check'}`}
                    aria-hidden="true"
                  />
                  <div>
                    <RichHtml
                      as="h3"
                      className="content-checklist__title"
                      html={item.html_header}
                    />
                    <RichHtml className="content-checklist__body" html={item.html_body} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        {picture && (
          <div className="content-section__media">
            <img src={picture} alt="" width={480} height={380} loading="lazy" />
          </div>
        )}
      </div>
    </section>
  );
}
