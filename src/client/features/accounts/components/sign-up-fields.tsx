import { Button } from 'primereact/button';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignUpOptions } from '#shared/schemas/accounts.ts';
import { getBotCheckToken } from '#client/components/bot-check/get-bot-check-token.ts';
import { BotCheckError } from '../api/bot-check-error.ts';
import { MarketingFields } from './marketing-fields.tsx';
import { Notice } from '#client/components/notice/notice.tsx';
import { TermsField } from './terms-field.tsx';
import { TextField } from './text-field.tsx';

/** The bot-check token of a sign-up; a failed check becomes the banner's robot message. */
export async function signUpBotCheckToken(): Promise<string> {
  try {
    return await getBotCheckToken('signup');
  } catch {
    throw new BotCheckError();
  }
}

/** The person's first and last name, side by side (both sign-up forms). */
export function NameFields<T extends FieldValues>({
  control,
  names,
  idPrefix,
}: {
  control: Control<T>;
  names: [first: Path<T>, last: Path<T>];
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        control={control}
        name={names[0]}
        id={`${idPrefix}-firstname`}
        label={t('accounts.signUp.firstname')}
        autoComplete="given-name"
      />
      <TextField
        control={control}
        name={names[1]}
        id={`${idPrefix}-lastname`}
        label={t('accounts.signUp.lastname')}
        autoComplete="family-name"
      />
    </>
  );
}

/** The new password with the spec's hint, the full width of the grid. */
export function NewPasswordField<T extends FieldValues>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      control={control}
      name={'password' as Path<T>}
      id={`${idPrefix}-password`}
      type="password"
      label={t('accounts.signUp.password')}
      autoComplete="new-password"
      hint={t('accounts.signUp.passwordHint')}
      full
    />
  );
}

/**
 * The frame both sign-up forms share: the closable error banner, the field grid (ending with the
 * marketing channel and the terms) and the submit button.
 */
export function SignUpFormFrame<T extends FieldValues>({
  control,
  options,
  idPrefix,
  submitted,
  submitting,
  submitLabel,
  notice,
  onCloseNotice,
  onSubmit,
  children,
}: {
  control: Control<T>;
  options: SignUpOptions;
  idPrefix: string;
  submitted: boolean;
  submitting: boolean;
  submitLabel: string;
  notice: string | null;
  onCloseNotice: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {notice && <Notice severity="error" text={notice} onClose={onCloseNotice} />}
      <div className="account-grid">
        {children}
        <MarketingFields
          control={control}
          options={options.marketingChannels}
          idPrefix={idPrefix}
          submitted={submitted}
        />
        <TermsField control={control} idPrefix={idPrefix} />
      </div>
      <Button
        type="submit"
        className="auth-form__submit"
        label={submitting ? t('accounts.signUp.submitting') : submitLabel}
        loading={submitting}
        disabled={submitting}
      />
    </form>
  );
}
