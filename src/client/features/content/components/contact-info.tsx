import { useTranslation } from 'react-i18next';
import type { PageContent } from '#client/api/content/get-content.ts';
import { RichHtml } from './rich-html.tsx';

const SAFE_URL = /^https:\/\//i;

/** Phone, e-mail and address (contact_info) and the social links (social_links: name and URL). */
export function ContactInfo({ content }: { content: PageContent }) {
  const { t } = useTranslation();
  const info = content.list('contact_info');
  const social = content
    .list('social_links')
    .filter((link) => SAFE_URL.test(link.html_body.trim()));

  return (
    <aside className="contact-info" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="contact-info__title">
        {t('content.contact.info')}
      </h2>
      <ul className="contact-info__list">
        {info.map((item) => (
          <li key={`${item.order_id}-${item.id}`}>
            <span
              className={`contact-info__icon ${item.icon_name || 'pi pi-info-circle'}`}
              aria-hidden="true"
            />
            <div>
              <RichHtml as="h3" className="contact-info__label" html={item.html_header} />
              <RichHtml className="contact-info__value" html={item.html_body} />
            </div>
          </li>
        ))}
      </ul>
      {social.length > 0 && (
        <>
          <h2 className="contact-info__title">{t('content.contact.social')}</h2>
          <ul className="contact-info__social">
            {social.map((link) => {
              const name = link.html_header.replace(/<[^>]*>/g, '');
              return (
                <li key={`${link.order_id}-${link.id}`}>
                  <a
                    href={link.html_body.trim()}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={name}
                    title={name}
                  >
                    <span className={link.icon_name || 'pi pi-link'} aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </aside>
  );
}
