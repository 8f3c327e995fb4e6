import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, type RouteName } from '#shared/routes.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { LinkedText } from '#client/components/linked-text.tsx';
import { plainText, usePageContent } from '#client/api/content/get-content.ts';

type Column = { heading: string; links: { route: RouteName; label: string }[] };

/** Footer: About, Resources, Legal, and the contact phone and e-mail from the content service. */
export function PublicFooter() {
  const { t } = useTranslation();
  const app = t('common.appName');
  // In UTC, as the server that rendered the page counts it (the browser then agrees).
  const year = new Date().getUTCFullYear();
  const { content } = usePageContent('/footer');
  const phone = plainText(content.html('contact_phone')) ?? t('layout.footer.phone');
  const email = plainText(content.html('contact_email')) ?? t('layout.footer.email');

  const columns: Column[] = [
    {
      heading: t('layout.footer.about'),
      links: [
        { route: 'about', label: t('layout.footer.company') },
        { route: 'contactUs', label: t('layout.footer.contact') },
      ],
    },
    {
      heading: t('layout.footer.resources'),
      links: [
        { route: 'howItWorks', label: t('layout.footer.howItWorks') },
        { route: 'faq', label: t('layout.footer.faq') },
      ],
    },
    {
      heading: t('layout.footer.legal'),
      links: [
        { route: 'privacyPolicy', label: t('layout.footer.privacy') },
        { route: 'termsOfService', label: t('layout.footer.terms') },
      ],
    },
  ];

  return (
    <footer className="public-footer">
      <div className="container public-footer__grid">
        <div className="public-footer__brand">
          <Link to={pathFor('home')} aria-label={t('layout.header.homeLink', { app })}>
            <BrandLogo />
          </Link>
          <p>{t('layout.footer.tagline')}</p>
        </div>
        <nav className="public-footer__nav" aria-label={t('layout.footer.label')}>
          {columns.map((column) => (
            <div key={column.heading} className="public-footer__column">
              <h2 className="public-footer__heading">{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.route}>
                    <Link to={pathFor(link.route)}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <address className="public-footer__contact">
          <h2 className="public-footer__heading">{t('layout.footer.getInTouch')}</h2>
          <ul>
            <li>
              <span className="pi pi-phone" aria-hidden="true" />
              <span className="visually-hidden">{t('layout.footer.phoneLabel')}: </span>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </li>
            <li>
              <span className="pi pi-envelope" aria-hidden="true" />
              <span className="visually-hidden">{t('layout.footer.emailLabel')}: </span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          </ul>
        </address>
      </div>
      <div className="public-footer__bottom">
        <p className="container">{t('layout.footer.copyright', { year, app })}</p>
        <p className="container public-footer__credits">
          <LinkedText
            text={t('content.footer.geonames')}
            links={{
              geo: 'https://www.geonames.org/',
              cc: 'https://creativecommons.org/licenses/by/4.0/',
            }}
          />
        </p>
      </div>
    </footer>
  );
}
