import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { strippedEmailSchema } from '#shared/schemas/accounts.ts';
import { pathFor } from '#shared/routes.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { useSendConfirmationCode, useVerifyEmail } from '../api/email-confirmation.ts';
import { AccountFrame } from '../components/account-frame.tsx';
import { CODE_LENGTH, CodeBoxes } from '../components/code-boxes.tsx';
import { Notice } from '#client/components/notice/notice.tsx';
import { TextField } from '../components/text-field.tsx';
import { EMAIL_CONFIRMED_FLAG } from '../confirmation-token.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

const RESEND_SECONDS = 60;
const REDIRECT_MS = 3000;
const emailForm = z.object({ email: strippedEmailSchema });

type Step = 'email' | 'code' | 'verifying' | 'success' | 'error';

/** /confirm-email?email=&code=: the two steps, the six boxes, resend after 60 s, 3 s redirect. */
export function ConfirmEmailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryEmail = params.get('email')?.replace(/\s+/g, '') ?? '';
  const queryCode = params.get('code')?.replace(/\D/g, '') ?? '';
  const [email, setEmail] = useState(queryEmail);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>(
    params.get('error') ? 'error' : queryEmail ? 'code' : 'email',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown(RESEND_SECONDS, Boolean(queryEmail));
  const send = useSendConfirmationCode();
  const verify = useVerifyEmail();
  const language = i18n.language === 'tr' ? 'tr' : 'en';
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const form = useForm<z.input<typeof emailForm>>({
    resolver: zodResolver(emailForm),
    defaultValues: { email: queryEmail },
  });

  const runVerify = async (target: string, value: string) => {
    setStep('verifying');
    try {
      await verify.mutateAsync({ email: target, code: value });
      localStorage.setItem(EMAIL_CONFIRMED_FLAG, '1');
      setStep('success');
      redirectTimer.current = setTimeout(
        () =>
          void navigate(
            `${pathFor('login')}?${new URLSearchParams({ message: 'email-confirmed', severity: 'success' }).toString()}`,
          ),
        REDIRECT_MS,
      );
    } catch (error) {
      setFailure(errorMessage(error, t, 'accounts.confirmEmail.failed'));
      setStep('error');
    }
  };

  const autoVerified = useRef(false);
  useEffect(() => {
    if (autoVerified.current || !queryEmail || queryCode.length !== CODE_LENGTH) return;
    autoVerified.current = true;
    void runVerify(queryEmail, queryCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the code in the link
  }, []);

  const sendCode = async (target: string) => {
    setNotice(null);
    try {
      await send.mutateAsync({ email: target, language });
      setEmail(target);
      setStep('code');
      countdown.restart();
      return true;
    } catch (error) {
      setNotice(errorMessage(error, t));
      return false;
    }
  };

  const onResend = async () => {
    if (await sendCode(email)) setNotice(t('accounts.confirmEmail.resent'));
  };

  return (
    <AccountFrame title={t('accounts.confirmEmail.title')}>
      {notice && (
        <Notice
          severity={send.isError ? 'error' : 'success'}
          text={notice}
          onClose={() => setNotice(null)}
        />
      )}
      {step === 'email' && (
        <form
          className="auth-form"
          noValidate
          onSubmit={form.handleSubmit((values) => void sendCode(values.email))}
        >
          <p className="auth-page__subtitle">{t('accounts.confirmEmail.emailStep')}</p>
          <TextField
            control={form.control}
            name="email"
            id="confirm-email"
            type="email"
            label={t('accounts.confirmEmail.email')}
            autoComplete="email"
          />
          <Button
            type="submit"
            className="auth-form__submit"
            label={t('accounts.confirmEmail.send')}
            loading={send.isPending}
          />
        </form>
      )}
      {step === 'code' && (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === CODE_LENGTH) void runVerify(email, code);
          }}
        >
          <p className="auth-page__subtitle">{t('accounts.confirmEmail.codeStep', { email })}</p>
          <CodeBoxes value={code} onChange={setCode} idPrefix="confirm-code" />
          <div className="account-actions">
            <Button
              type="submit"
              className="auth-form__submit"
              label={t('accounts.confirmEmail.verify')}
              disabled={code.length !== CODE_LENGTH}
            />
            <Button
              type="button"
              text
              label={
                countdown.left > 0
                  ? t('accounts.confirmEmail.resendIn', { seconds: countdown.left })
                  : t('accounts.confirmEmail.resend')
              }
              disabled={countdown.left > 0 || send.isPending}
              onClick={() => void onResend()}
            />
          </div>
          {!queryEmail && (
            <button type="button" className="account-link-button" onClick={() => setStep('email')}>
              {t('accounts.confirmEmail.changeEmail')}
            </button>
          )}
        </form>
      )}
      {step === 'verifying' && (
        <div className="account-result" role="status" aria-label={t('accounts.common.loading')}>
          <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
        </div>
      )}
      {step === 'success' && (
        <div className="account-result" role="status">
          <span
            className="pi pi-check-circle account-result__icon account-result__icon--success"
            aria-hidden="true"
          />
          <h2>{t('accounts.confirmEmail.success')}</h2>
          <p>{t('accounts.confirmEmail.redirecting')}</p>
        </div>
      )}
      {step === 'error' && (
        <div className="account-result" role="alert">
          <span
            className="pi pi-times-circle account-result__icon account-result__icon--error"
            aria-hidden="true"
          />
          <p>{failure ?? t('accounts.confirmEmail.failed')}</p>
          <Button
            type="button"
            label={t('accounts.confirmEmail.tryAgain')}
            onClick={() => {
              setCode('');
              setFailure(null);
              setStep(email ? 'code' : 'email');
            }}
          />
        </div>
      )}
      <div className="account-links">
        <Link to={pathFor('login')}>{t('accounts.common.backToLogin')}</Link>
      </div>
    </AccountFrame>
  );
}
