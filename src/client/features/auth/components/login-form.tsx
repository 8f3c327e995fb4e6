import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import {
  loginRequestSchema,
  type LoginRequest,
  type SessionResponse,
} from '#shared/schemas/auth.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { getBotCheckToken } from '#client/components/bot-check/get-bot-check-token.ts';
import { login } from '../../../session/session-service.ts';
import { FieldError } from '../../../components/form/field-error.tsx';

type LoginFormProps = {
  onSuccess: (session: SessionResponse) => void;
  /** The password was right but the e-mail is not confirmed: the server has mailed a code. */
  onUnconfirmed?: (email: string) => void;
};

class RobotCheckFailed extends Error {}

/**
 * E-mail and password, validated by the shared login schema. An invisible bot check (action
 * `login`) runs first; its token goes in `captchaToken` and the server verifies it.
 */
export function LoginForm({ onSuccess, onUnconfirmed }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: async (values: LoginRequest) => {
      const solve = async (action: 'login' | 'login-strict') => {
        try {
          return await getBotCheckToken(action);
        } catch {
          throw new RobotCheckFailed();
        }
      };
      try {
        return await login({ ...values, captchaToken: await solve('login') });
      } catch (error) {
        // Past an account's limit for unknown devices the server asks for a harder check.
        if (!(error instanceof ApiError && error.code === 'bot_check_required')) throw error;
        const captchaToken = await solve('login-strict');
        return login({ ...values, captchaToken, strictBotCheck: true });
      }
    },
    onSuccess,
    onError: (error, values) => {
      if (error instanceof ApiError && error.code === 'email_not_confirmed')
        onUnconfirmed?.(values.email.trim());
    },
  });
  const { errors } = form.formState;
  const failure = mutation.error;
  const unconfirmed = failure instanceof ApiError && failure.code === 'email_not_confirmed';
  const warning =
    failure instanceof RobotCheckFailed ||
    (failure instanceof ApiError &&
      ['bot_check_failed', 'account_inactive', 'rate_limited'].includes(failure.code));

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      {failure && (
        <Message
          className="auth-form__alert"
          severity={warning ? 'warn' : 'error'}
          text={
            <span>
              {failure instanceof RobotCheckFailed
                ? t('accounts.common.robot')
                : errorMessage(failure, t, 'errors.loginFailed')}{' '}
              {unconfirmed && (
                <Link
                  to={`${pathFor('confirmEmail')}?${new URLSearchParams({ email: form.getValues('email') }).toString()}`}
                >
                  {t('auth.login.confirmEmail')}
                </Link>
              )}
            </span>
          }
        />
      )}

      <div className="form-field">
        <label htmlFor="login-email">{t('auth.login.email')}</label>
        <InputText
          id="login-email"
          type="email"
          autoComplete="username"
          placeholder={t('auth.login.emailPlaceholder')}
          invalid={Boolean(errors.email)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...form.register('email')}
        />
        <FieldError id="login-email-error" message={errors.email?.message} />
      </div>

      <div className="form-field">
        <div className="form-field__label-row">
          <label htmlFor="login-password">{t('auth.login.password')}</label>
          <Link className="auth-form__aside-link" to={pathFor('resetPassword')}>
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <Controller
          name="password"
          control={form.control}
          render={({ field }) => (
            <Password
              inputId="login-password"
              inputRef={field.ref}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              autoComplete="current-password"
              feedback={false}
              toggleMask
              invalid={Boolean(errors.password)}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
            />
          )}
        />
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>

      <Button
        type="submit"
        className="auth-form__submit"
        label={mutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        icon="pi pi-sign-in"
        loading={mutation.isPending}
        disabled={mutation.isPending || mutation.isSuccess}
      />
    </form>
  );
}
