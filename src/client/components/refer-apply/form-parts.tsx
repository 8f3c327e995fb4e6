import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants/domain.ts';

/** Field errors by field name; values are i18n keys. */
export type FieldErrors = Partial<Record<string, string>>;

export function FieldLabel({
  htmlFor,
  children,
  required,
  invalid,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  invalid?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={invalid ? 'p-error' : undefined}>
      {children}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <small id={id} className="p-error referral-form__error" role="alert">
      {t(error)}
    </small>
  );
}

/** Additional info: at most 512 characters with a live counter. */
export function AdditionalInfoField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="referral-form__field referral-form__field--wide">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <InputTextarea
        id={id}
        value={value}
        rows={3}
        autoResize
        maxLength={LIMITS.additionalInfo}
        aria-describedby={`${id}-counter`}
        onChange={(event) => onChange(event.target.value.slice(0, LIMITS.additionalInfo))}
      />
      <small id={`${id}-counter`} className="referral-form__counter" aria-live="polite">
        {t('referrals.counter', { count: value.length, max: LIMITS.additionalInfo })}
      </small>
    </div>
  );
}

/** Maps server field errors (`body.<field>` or `file`) onto the form's fields. */
export function serverFieldErrors(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    if (detail.path === 'file') {
      errors.cv = 'referrals.validation.cvType';
      continue;
    }
    const field = detail.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (field === 'term1Accepted' || field === 'term2Accepted') errors.terms = detail.message;
    else if (field === 'cvFileId') errors.cv = detail.message;
    else if (field) errors[field] = detail.message;
  }
  return errors;
}

/** A fresh idempotency key for one submission. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
