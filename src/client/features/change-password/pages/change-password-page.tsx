import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Password } from 'primereact/password';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordRequestSchema } from '#shared/schemas/auth.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { logout } from '#client/session/session-service.ts';
import { logoutEverywhere, useChangePassword } from '../api/change-password.ts';
import '../change-password.css';

const schema = changePasswordRequestSchema
  .extend({ confirm: z.string().min(1, 'validation.required') })
  .refine((value) => value.confirm === value.newPassword, {
    path: ['confirm'],
    message: 'profile.changePassword.mismatch',
  });
type Values = z.infer<typeof schema>;

const passwordDetails = (details: unknown) =>
  details as { fields?: { newPassword?: string }; suggestions?: string[] } | undefined;

/** Change Password (the other sessions end on the server), and log out everywhere. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [endingAll, setEndingAll] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { control, handleSubmit, formState, reset } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          showToast({ severity: 'success', summary: t('profile.changePassword.done') });
        },
        onError: (error) => {
          const details = error instanceof ApiError ? passwordDetails(error.details) : undefined;
          // A guessable password: the field says why (in the user's language), the toast how.
          if (details?.fields?.newPassword)
            form.setError('newPassword', { type: 'server', message: details.fields.newPassword });
          const advice = (details?.suggestions ?? []).map((key) => t(key));
          showToast({ severity: 'error', summary: [errorMessage(error, t), ...advice].join(' ') });
        },
      },
    ),
  );

  const secret = (name: keyof Values, label: string, feedback: boolean, autoComplete: string) => (
    <div className="form-field">
      <label htmlFor={`password-${name}`}>{label}</label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Password
            inputId={`password-${name}`}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            feedback={feedback}
            toggleMask
            invalid={Boolean(errors[name])}
            aria-describedby={errors[name] ? `password-${name}-error` : undefined}
            autoComplete={autoComplete}
          />
        )}
      />
      <FieldError id={`password-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <div className="change-password-page">
      <header className="page-head">
        <h1>{t('profile.changePassword.title')}</h1>
      </header>
      <form className="change-password-card" onSubmit={(event) => void onSubmit(event)} noValidate>
        {secret('currentPassword', t('profile.changePassword.current'), false, 'current-password')}
        {secret('newPassword', t('profile.changePassword.new'), false, 'new-password')}
        {secret('confirm', t('profile.changePassword.confirm'), false, 'new-password')}
        <Button
          type="submit"
          label={t('profile.changePassword.submit')}
          loading={change.isPending}
        />
      </form>
      <section className="change-password-card" aria-labelledby="logout-all-title">
        <h2 id="logout-all-title">{t('profile.changePassword.logoutAll')}</h2>
        <p>{t('profile.changePassword.logoutAllHint')}</p>
        <Button
          type="button"
          severity="danger"
          outlined
          icon="pi pi-sign-out"
          label={t('profile.changePassword.logoutAll')}
          loading={endingAll}
          onClick={() => {
            setEndingAll(true);
            logoutEverywhere()
              .catch(() => undefined)
              .finally(() => void logout({ to: 'home' }));
          }}
        />
      </section>
    </div>
  );
}
