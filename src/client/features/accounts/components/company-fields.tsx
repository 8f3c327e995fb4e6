import { isValidPhoneNumber } from 'libphonenumber-js';
import { Dropdown } from 'primereact/dropdown';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toE164 as possibleE164 } from '#shared/schemas/referrals.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { PhoneInput } from '#client/components/phone-input/phone-input.tsx';
import { TextField } from './text-field.tsx';

/** A lookup the company forms require: a positive id, 'This is required' when none is chosen. */
export const requiredLookupId = z
  .number({ error: 'validation.required' })
  .int()
  .positive('validation.required');

/** Digits typed in the phone box, read for the chosen country; E.164 only when the number is valid. */
export function toE164(raw: string, iso2: string | undefined): string | null {
  const e164 = possibleE164(raw, iso2);
  return e164 && isValidPhoneNumber(e164) ? e164 : null;
}

/** The work e-mail and phone of the person signing up for a company (both company forms). */
export function CompanyContactFields<T extends FieldValues>(props: {
  control: Control<T>;
  names: [email: Path<T>, phone: Path<T>];
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        control={props.control}
        name={props.names[0]}
        id={`${props.idPrefix}-email`}
        type="email"
        label={t('accounts.companySignUp.workEmail')}
        autoComplete="email"
      />
      <Controller
        name={props.names[1]}
        control={props.control}
        render={({ field, fieldState }) => {
          const id = `${props.idPrefix}-phone`;
          return (
            <div className="form-field">
              <label htmlFor={id}>{t('accounts.companySignUp.phone')}</label>
              {/* The shared phone input: a country with its dial code, E.164 out (spec rule). */}
              <PhoneInput
                id={id}
                value={(field.value as string | undefined) ?? ''}
                onChange={field.onChange}
                required
                invalid={Boolean(fieldState.error)}
                describedBy={fieldState.error ? `${id}-error` : undefined}
              />
              <FieldError id={`${id}-error`} message={fieldState.error?.message} />
            </div>
          );
        }}
      />
    </>
  );
}

/** A labelled, filterable lookup dropdown bound to the form, its message read out. */
export function LookupDropdownField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  items: { id: number; description: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => (
        <div className="form-field">
          <label id={`${props.id}-label`} htmlFor={props.id}>
            {props.label}
          </label>
          <Dropdown
            inputId={props.id}
            aria-labelledby={`${props.id}-label`}
            value={field.value ?? null}
            options={props.items}
            optionLabel="description"
            optionValue="id"
            pt={{ select: { 'aria-label': props.label } }}
            filter
            placeholder={t('accounts.common.select')}
            onChange={(event) => field.onChange(event.value as number)}
            onBlur={field.onBlur}
            invalid={Boolean(fieldState.error)}
          />
          <FieldError id={`${props.id}-error`} message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
