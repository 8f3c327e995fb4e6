import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Steps } from 'primereact/steps';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '#shared/schemas/auth.ts';
import { codeSchema, strippedEmailSchema } from '#shared/schemas/accounts.ts';
import { pathFor } from '#shared/routes.ts';
import { useResetPassword, useResetRequest, useVerifyResetCode } from '../api/password-reset.ts';
import { AccountFrame } from '../components/account-frame.tsx';
import { Notice } from '#client/components/notice/notice.tsx';
import { applySubmitError } from '../components/submit-error.ts';
import { TextField } from '../components/text-field.tsx';

const requestForm = z.object({ email: strippedEmailSchema, code: z.string().optional() });
const verifyForm = z.object({ email: strippedEmailSchema, code: codeSchema });
const passwordFields = {
  password: z.string().min(1, 'accounts.validation.passwordRequired').pipe(passwordSchema),
  confirm: z.string().min(1, 'accounts.validation.confirmRequired'),
};
/** When step 0 checked the code already, it is carried here in a hidden field. */
const newPasswordForm = z
  .object({ code: codeSchema, ...passwordFields })
  .refine((values) => values.password === values.confirm, {
    message: 'accounts.validation.passwordsMismatch',
    path: ['confirm'],
  });

type Step = 0 | 1 | 2;

/** /reset-password?email=&code=: Verification, New Password, Completed. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromLink = Boolean(params.get('email'));
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState(params.get('email')?.replace(/\s+/g, '') ?? '');
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const request = useResetRequest();
  const verify = useVerifyResetCode();
  const reset = useResetPassword();

  const first = useForm<{ email: string; code?: string }>({
    resolver: zodResolver(fromLink ? verifyForm : requestForm),
    defaultValues: { email, code: params.get('code') ?? '' },
  });
  const second = useForm<{ code: string; password: string; confirm: string }>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { code: '', password: '', confirm: '' },
  });

  const goTo = (target: Step) => {
    if (target >= step || step === 2) return;
    // Going back clears what was typed after that step.
    second.reset({ code: '', password: '', confirm: '' });
    setVerifiedCode(null);
    setNotice(null);
    setStep(target);
  };

  const submitFirst = first.handleSubmit(async (values) => {
    setNotice(null);
    setEmail(values.email);
    if (fromLink) {
      try {
        await verify.mutateAsync({ email: values.email, code: values.code ?? '' });
        const checked = values.code?.replace(/\s+/g, '') ?? '';
        setVerifiedCode(checked);
        second.reset({ code: checked, password: '', confirm: '' });
        setStep(1);
      } catch (error) {
        setNotice({ severity: 'error', text: applySubmitError(error, t, first.setError) });
      }
      return;
    }
    try {
      await request.mutateAsync({
        email: values.email,
        language: i18n.language === 'tr' ? 'tr' : 'en',
      });
      setNotice({ severity: 'info', text: t('accounts.resetPassword.sent') });
    } catch (error) {
      // Spec: the next step opens whatever the request answered; the reason is shown there.
      setNotice({ severity: 'error', text: applySubmitError(error, t, first.setError) });
    }
    setStep(1);
  });

  const submitSecond = second.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await reset.mutateAsync({
        email,
        code: verifiedCode ?? values.code ?? '',
        password: values.password,
      });
      setStep(2);
    } catch (error) {
      setNotice({ severity: 'error', text: applySubmitError(error, t, second.setError) });
    }
  });

  const items = [
    { label: t('accounts.resetPassword.steps.verification') },
    { label: t('accounts.resetPassword.steps.newPassword') },
    { label: t('accounts.resetPassword.steps.completed') },
  ];

  return (
    <AccountFrame title={t('accounts.resetPassword.title')}>
      <Steps
        className="account-steps"
        model={items}
        activeIndex={step}
        readOnly={false}
        onSelect={(event) => goTo(event.index as Step)}
      />
      {notice && (
        <Notice severity={notice.severity} text={notice.text} onClose={() => setNotice(null)} />
      )}
      {step === 0 && (
        <form className="auth-form" noValidate onSubmit={submitFirst}>
          <p className="auth-page__subtitle">
            {fromLink
              ? t('accounts.resetPassword.codeIntro')
              : t('accounts.resetPassword.emailIntro')}
          </p>
          <TextField
            control={first.control}
            name="email"
            id="reset-email"
            type="email"
            label={t('accounts.resetPassword.email')}
            autoComplete="email"
          />
          {fromLink && (
            <TextField
              control={first.control}
              name="code"
              id="reset-code"
              label={t('accounts.resetPassword.code')}
              autoComplete="one-time-code"
            />
          )}
          <Button
            type="submit"
            className="auth-form__submit"
            label={
              fromLink
                ? t('accounts.resetPassword.verifyCode')
                : t('accounts.resetPassword.sendLink')
            }
            loading={first.formState.isSubmitting}
          />
        </form>
      )}
      {step === 1 && (
        <form className="auth-form" noValidate onSubmit={submitSecond}>
          {!verifiedCode && (
            <TextField
              control={second.control}
              name="code"
              id="reset-new-code"
              label={t('accounts.resetPassword.code')}
              autoComplete="one-time-code"
            />
          )}
          <TextField
            control={second.control}
            name="password"
            id="reset-password"
            type="password"
            label={t('accounts.resetPassword.newPassword')}
            autoComplete="new-password"
            hint={t('accounts.signUp.passwordHint')}
          />
          <TextField
            control={second.control}
            name="confirm"
            id="reset-confirm"
            type="password"
            label={t('accounts.resetPassword.confirmPassword')}
            autoComplete="new-password"
          />
          <Button
            type="submit"
            className="auth-form__submit"
            label={t('accounts.resetPassword.submit')}
            loading={second.formState.isSubmitting}
          />
          <div className="account-links">
            <button type="button" className="account-link-button" onClick={() => goTo(0)}>
              {t('accounts.resetPassword.backToVerification')}
            </button>
          </div>
        </form>
      )}
      {step === 2 && (
        <div className="account-result" role="status">
          <span
            className="pi pi-check-circle account-result__icon account-result__icon--success"
            aria-hidden="true"
          />
          <p>{t('accounts.resetPassword.done')}</p>
          <Button
            type="button"
            label={t('accounts.common.goToLogin')}
            onClick={() =>
              void navigate(
                `${pathFor('login')}?${new URLSearchParams({ message: 'password-reset', severity: 'success' }).toString()}`,
              )
            }
          />
        </div>
      )}
      <div className="account-links">
        <Link to={pathFor('login')}>{t('accounts.common.backToLogin')}</Link>
      </div>
    </AccountFrame>
  );
}
