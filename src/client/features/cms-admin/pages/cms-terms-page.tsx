import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TERM_TYPE } from '#shared/constants/domain.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useAdminTerms } from '../api/list-terms.ts';
import { useSaveTerms } from '../api/save-terms.ts';
import { HtmlEditor } from '../components/html-editor.tsx';
import { LanguageSelect, type Lang } from '../components/language-select.tsx';
import { PreviewButton } from '../components/preview-link.tsx';
import { toastFailed, toastSaved } from '../components/save-toasts.ts';
import '../cms-admin.css';

type Kind = (typeof TERM_TYPE)[keyof typeof TERM_TYPE];
const KINDS: readonly number[] = Object.values(TERM_TYPE);
const isKind = (value: unknown): value is Kind => KINDS.includes(value as number);

function TermsEditor({
  termTypeId,
  lang,
  stored,
}: {
  termTypeId: Kind;
  lang: Lang;
  stored: string | null;
}) {
  const { t } = useTranslation();
  const save = useSaveTerms();
  const [html, setHtml] = useState(stored ?? '');
  return (
    <div className="cms-form">
      {stored === null && <Message severity="info" text={t('cmsAdmin.terms.notStored')} />}
      <span id="cms-terms-label" className="cms-field__label">
        {t('cmsAdmin.terms.body')}
      </span>
      <HtmlEditor
        id="cms-terms-body"
        labelId="cms-terms-label"
        value={html}
        onChange={setHtml}
        height="28rem"
      />
      <div>
        <Button
          type="button"
          icon="pi pi-check"
          label={save.isPending ? t('cmsAdmin.common.saving') : t('cmsAdmin.common.save')}
          loading={save.isPending}
          disabled={html.replace(/<[^>]*>/g, '').trim() === ''}
          onClick={() =>
            save.mutate(
              { termTypeId, lang, htmlBody: html },
              { onSuccess: () => toastSaved(t), onError: (error) => toastFailed(t, error) },
            )
          }
        />
      </div>
    </div>
  );
}

/** Staff: the terms of service (1), privacy notice (2) and explicit consent (3) per language, versioned. */
export function CmsTermsPage() {
  const { t } = useTranslation();
  const appDate = useAppDate();
  useDocumentTitle(t('cmsAdmin.terms.title'));
  const [kind, setKind] = useState<Kind>(TERM_TYPE.terms);
  const [lang, setLang] = useState<Lang>('en');
  const query = useAdminTerms();
  const row = query.data?.find((item) => item.termTypeId === kind && item.language === lang);
  const stored = row?.htmlBody ?? null;

  return (
    <div className="cms-page">
      <header className="page-head">
        <h1>{t('cmsAdmin.terms.title')}</h1>
        <p className="page-head__sub">{t('cmsAdmin.terms.subtitle')}</p>
      </header>
      <div className="cms-toolbar">
        <div className="cms-field" role="group" aria-label={t('cmsAdmin.terms.type')}>
          <span className="cms-field__label" aria-hidden="true">
            {t('cmsAdmin.terms.type')}
          </span>
          <SelectButton
            value={kind}
            allowEmpty={false}
            options={[
              { label: t('cmsAdmin.terms.terms'), value: TERM_TYPE.terms },
              { label: t('cmsAdmin.terms.privacy'), value: TERM_TYPE.privacy },
              { label: t('cmsAdmin.terms.explicitConsent'), value: TERM_TYPE.explicitConsent },
            ]}
            onChange={(event) => {
              if (isKind(event.value)) setKind(event.value);
            }}
          />
        </div>
        <LanguageSelect value={lang} onChange={setLang} />
        <div className="cms-toolbar__end">
          {kind !== TERM_TYPE.explicitConsent && (
            <PreviewButton
              url={kind === TERM_TYPE.terms ? '/terms-of-service' : '/privacy-policy'}
            />
          )}
        </div>
      </div>
      {row && (
        <p className="cms-terms__version" data-testid="cms-terms-version">
          {t('cmsAdmin.terms.version', {
            version: row.version,
            date: appDate.date(row.publishedAt),
          })}{' '}
          <span className="page-head__sub">{t('cmsAdmin.terms.versionHint')}</span>
        </p>
      )}
      {query.isPending ? (
        <ProgressSpinner
          style={{ width: '2.5rem', height: '2.5rem' }}
          aria-label={t('common.loading')}
        />
      ) : query.isError ? (
        <div className="page-state" role="alert">
          <p>{t('cmsAdmin.common.loadFailed')}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void query.refetch()} />
        </div>
      ) : (
        <TermsEditor
          key={`${kind}-${lang}-${query.dataUpdatedAt}`}
          termTypeId={kind}
          lang={lang}
          stored={stored}
        />
      )}
    </div>
  );
}
