import { InputText } from 'primereact/inputtext';
import type { ClipboardEvent } from 'react';
import { parseLinkedin, REFERRAL_MESSAGES } from '#shared/schemas/referrals.ts';

/** The i18n key of the rule a LinkedIn value breaks, or null when it is fine. */
export function linkedinError(value: string, strict: boolean): string | null {
  if (!value.trim()) return strict ? REFERRAL_MESSAGES.linkedinRequired : null;
  const parsed = parseLinkedin(value);
  if (parsed.ok) return null;
  return parsed.error === 'username'
    ? REFERRAL_MESSAGES.linkedinUsername
    : REFERRAL_MESSAGES.linkedinUrl;
}

export type LinkedinInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
  placeholder?: string;
};

/**
 * A LinkedIn profile field. A pasted full URL, www form or @name becomes `linkedin.com/in/{name}/`,
 * and so does a typed value when the field is left; the rules are `linkedinError`'s.
 */
export function LinkedinInput({
  id,
  value,
  onChange,
  invalid,
  disabled,
  required,
  describedBy,
  placeholder = 'linkedin.com/in/username/',
}: LinkedinInputProps) {
  const normalise = (text: string) => {
    const parsed = parseLinkedin(text);
    return parsed.ok ? parsed.value : text.trim();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const parsed = parseLinkedin(pasted);
    if (!parsed.ok) return;
    event.preventDefault();
    onChange(parsed.value);
  };
  return (
    <InputText
      id={id}
      value={value}
      disabled={disabled}
      invalid={invalid}
      placeholder={placeholder}
      autoComplete="url"
      inputMode="url"
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      onPaste={onPaste}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const next = normalise(value);
        if (next !== value) onChange(next);
      }}
    />
  );
}
