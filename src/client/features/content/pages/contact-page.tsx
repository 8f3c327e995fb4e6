import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { usePageContent } from '#client/api/content/get-content.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactInfo } from '../components/contact-info.tsx';
import { ContentError } from '../components/content-error.tsx';
import { RichHtml } from '../components/rich-html.tsx';
import '../content.css';

/** Contact us: header, contact details, social links and the form. */
export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.contactUs'));
  const { content, isError, refetch } = usePageContent('/contact-us');
  const header = content.html('header');
  const subtext = content.html('header_subtext');

  return (
    <div className="content-page container contact-page">
      <header className="content-page__header">
        {header ? <RichHtml as="h1" html={header} /> : <h1>{t('content.contact.header')}</h1>}
        {subtext ? (
          <RichHtml className="content-page__lead" html={subtext} />
        ) : (
          <p className="content-page__lead">{t('content.contact.subtext')}</p>
        )}
        {isError && <ContentError onRetry={() => void refetch()} />}
      </header>
      <div className="contact-page__layout">
        <ContactInfo content={content} />
        <ContactForm />
      </div>
    </div>
  );
}
