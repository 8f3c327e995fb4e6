import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { LegalTextDialog } from '#client/components/legal-text/legal-text-dialog.tsx';

type Row = {
  name: 'termsAccepted' | 'privacyNoticeRead' | 'explicitConsent';
  suffix: string;
  label: (open: () => void) => React.ReactNode;
};

/**
 * The sign-up acceptances. KVKK keeps the information notice and the explicit consent apart:
 * the terms and the notice are required, the explicit consent is optional.
 */
export function TermsField<T extends FieldValues>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  const [consentOpen, setConsentOpen] = useState(false);
  const rows: Row[] = [
    {
      name: 'termsAccepted',
      suffix: 'terms',
      label: () => (
        <Trans
          i18nKey="accounts.common.acceptTerms"
          components={{ 1: <Link to={pathFor('termsOfService')} target="_blank" /> }}
        />
      ),
    },
    {
      name: 'privacyNoticeRead',
      suffix: 'privacy',
      label: () => (
        <Trans
          i18nKey="consents.signUp.privacyNotice"
          components={{ 1: <Link to={pathFor('privacyPolicy')} target="_blank" /> }}
        />
      ),
    },
    {
      name: 'explicitConsent',
      suffix: 'consent',
      label: (open) => (
        <Trans
          i18nKey="consents.signUp.explicitConsent"
          components={{
            1: (
              <a
                href={pathFor('privacyPolicy')}
                onClick={(event) => {
                  event.preventDefault();
                  open();
                }}
              />
            ),
          }}
        />
      ),
    },
  ];
  return (
    <>
      {rows.map((row) => (
        <Controller
          key={row.name}
          name={row.name as Path<T>}
          control={control}
          render={({ field, fieldState }) => (
            <div className="form-field form-field--full">
              <div className="account-terms">
                <Checkbox
                  inputId={`${idPrefix}-${row.suffix}`}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(Boolean(event.checked))}
                  invalid={Boolean(fieldState.error)}
                  aria-describedby={
                    fieldState.error ? `${idPrefix}-${row.suffix}-error` : undefined
                  }
                />
                <label htmlFor={`${idPrefix}-${row.suffix}`}>
                  {row.label(() => setConsentOpen(true))}
                </label>
              </div>
              <FieldError
                id={`${idPrefix}-${row.suffix}-error`}
                message={fieldState.error?.message}
              />
            </div>
          )}
        />
      ))}
      {consentOpen && <LegalTextDialog termTypeId={3} onClose={() => setConsentOpen(false)} />}
    </>
  );
}
