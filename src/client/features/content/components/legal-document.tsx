import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { TERM_TYPE } from '#shared/constants/domain.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useTerms } from '../api/get-terms.ts';
import { LEGAL_FALLBACK, PRIVACY_SECTIONS, TERMS_SECTIONS } from '../fallback/legal-fallback.ts';
import { RichHtml } from './rich-html.tsx';

type Kind = 'terms' | 'privacy';

function Fallback({ kind }: { kind: Kind }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const texts = LEGAL_FALLBACK[lang];
  const sections = kind === 'terms' ? TERMS_SECTIONS[lang] : PRIVACY_SECTIONS[lang];
  return (
    <div className="rich-text">
      {kind === 'privacy' && (
        <p>
          <em>{texts.privacyEffective}</em>
        </p>
      )}
      <p>{kind === 'terms' ? texts.termsIntro : texts.privacyIntro}</p>
      {sections.map(([heading, body]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </section>
      ))}
    </div>
  );
}

/** Terms of service (type 1) or privacy policy (type 2): server HTML, or the built-in text. */
export function LegalDocument({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const title = t(kind === 'terms' ? 'content.legal.termsTitle' : 'content.legal.privacyTitle');
  useDocumentTitle(title);
  const query = useTerms(kind === 'terms' ? TERM_TYPE.terms : TERM_TYPE.privacy);

  return (
    <article className="content-page container legal-page">
      <h1>{title}</h1>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height="1.25rem" className="content-hero__skeleton" />
          <Skeleton height="1.25rem" width="85%" className="content-hero__skeleton" />
          <Skeleton height="8rem" />
        </div>
      ) : query.data?.htmlBody ? (
        <RichHtml className="rich-text" html={query.data.htmlBody} />
      ) : (
        <Fallback kind={kind} />
      )}
    </article>
  );
}
