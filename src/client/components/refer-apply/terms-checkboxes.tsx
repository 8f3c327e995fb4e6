import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useTerms } from './api/get-terms.ts';
import { FieldMessage } from './form-parts.tsx';

function TermsDialog({ termTypeId, onClose }: { termTypeId: 1 | 2; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const terms = useTerms(termTypeId, i18n.language === 'tr' ? 'tr' : 'en');
  return (
    <Dialog
      visible
      modal
      header={t(termTypeId === 1 ? 'referrals.terms.title1' : 'referrals.terms.title2')}
      style={{ width: '550px' }}
      breakpoints={{ '640px': '95vw' }}
      onHide={onClose}
      footer={<Button type="button" label={t('common.close')} onClick={onClose} autoFocus />}
    >
      {terms.isLoading && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
      {terms.isError && (
        <LoadError message={t('referrals.terms.loadError')} onRetry={() => void terms.refetch()} />
      )}
      {terms.data?.htmlBody && (
        // The server sanitises term texts with its allow-list before they are stored.
        <div
          className="referral-terms__body"
          dangerouslySetInnerHTML={{ __html: terms.data.htmlBody }}
        />
      )}
    </Dialog>
  );
}

export type TermsValue = { term1: boolean; term2: boolean };

/** The two acceptances (terms and conditions; personal data protection), each opening its text. */
export function TermsCheckboxes({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: TermsValue;
  onChange: (value: TermsValue) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<1 | 2 | null>(null);
  const row = (n: 1 | 2) => {
    const key = n === 1 ? 'term1' : 'term2';
    const id = `${idPrefix}-term${n}`;
    return (
      <div className="referral-terms__row">
        <Checkbox
          inputId={id}
          checked={value[key]}
          invalid={Boolean(error) && !value[key]}
          aria-label={`${t(`referrals.terms.accept${n}`)} ${t(`referrals.terms.link${n}`)}`}
          aria-describedby={error ? `${idPrefix}-terms-error` : undefined}
          onChange={(event) => onChange({ ...value, [key]: Boolean(event.checked) })}
        />
        <label htmlFor={id}>{t(`referrals.terms.accept${n}`)}</label>
        <button type="button" className="referral-terms__link" onClick={() => setOpen(n)}>
          {t(`referrals.terms.link${n}`)}
        </button>
      </div>
    );
  };
  return (
    <div className="referral-terms">
      {row(1)}
      {row(2)}
      <FieldMessage id={`${idPrefix}-terms-error`} error={error} />
      {open && <TermsDialog termTypeId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
