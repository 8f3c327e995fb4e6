import { Checkbox } from 'primereact/checkbox';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { FieldError } from '#client/components/form/field-error.tsx';

/** The terms acceptance checkbox with a link to the terms of service. */
export function TermsField<T extends FieldValues>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  return (
    <Controller
      name={'termsAccepted' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <div className="form-field form-field--full">
          <div className="account-terms">
            <Checkbox
              inputId={`${idPrefix}-terms`}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(Boolean(event.checked))}
              invalid={Boolean(fieldState.error)}
            />
            <label htmlFor={`${idPrefix}-terms`}>
              <Trans
                i18nKey="accounts.common.acceptTerms"
                components={{ 1: <Link to={pathFor('termsOfService')} target="_blank" /> }}
              />
            </label>
          </div>
          <FieldError id={`${idPrefix}-terms-error`} message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
