import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { PaymentSuccessResponse } from '#shared/schemas/checkout.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { readCache } from '#client/lib/local-cache.ts';
import {
  PAYMENT_SESSION_KEY,
  clearPaymentData,
  readCheckoutReturn,
  readNewJob,
} from '#client/lib/payment-storage.ts';
import { StatusPage } from '#client/components/status-page.tsx';
import { usePaymentCheck } from '../hooks/use-payment-check.ts';
import '../payment-result.css';

/** The spec's failed-payment redirect to the root (authenticated-area 9). */
export const PAYMENT_FAILED_REDIRECT_MS = 5000;

/** After a confirmed payment the page stays this long, then goes to My Dashboard. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;

/** The answer's non-zero statuses. */
const STATUS_TEXT: Record<number, string> = {
  1: 'checkout.result.processing',
  2: 'checkout.result.notPaid',
  3: 'checkout.result.refunded',
  4: 'checkout.result.unapplied',
};

/**
 * An answer's non-zero status in the reader's language (the server's text otherwise): money held
 * for a refund says what it was for.
 */
function statusMessage(answer: PaymentSuccessResponse, t: TFunction): string {
  const key =
    answer.status === 4 && answer.kind === 'job_posting'
      ? 'checkout.result.unappliedPosting'
      : STATUS_TEXT[answer.status];
  return key ? t(key) : answer.message;
}

/**
 * paymentSuccess: "Payment Success", "Thank you for your payment", and the spec's flow: read the
 * session id and the stored job data, have the server confirm the payment (never the client's
 * word), clear the stored data and go to jobOpenings. A non-zero status shows its message; a
 * payment still being processed is checked again a few times, then Check Again asks once more.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stored = params.get('session_id') ?? readCache(PAYMENT_SESSION_KEY);
  const sessionId = typeof stored === 'string' && stored ? stored : null;
  const payment = usePaymentCheck(sessionId);
  const { answer } = payment;
  // Each status is told once, not at every check that finds it unchanged.
  const toldStatus = useRef<number | null>(null);

  useEffect(() => {
    if (!answer) return;
    if (answer.status !== 0) {
      if (toldStatus.current === answer.status) return;
      toldStatus.current = answer.status;
      showToast({
        severity: 'warn',
        summary: t('profile.payment.successTitle'),
        detail: statusMessage(answer, t),
      });
      return;
    }
    clearPaymentData();
    const timer = setTimeout(
      () => void navigate(pathFor('jobOpenings'), { replace: true }),
      PAYMENT_SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [answer, navigate, t]);

  const storedJob = readNewJob();
  const code = answer?.job?.referenceCode ?? storedJob?.RefCode;
  let status: string | null = null;
  if (!answer && payment.checking) status = t('checkout.result.confirming');
  else if (answer?.status === 0 && answer.job && code)
    status = t('checkout.result.jobOpen', { code });
  else if (answer && answer.status !== 0) status = statusMessage(answer, t);

  return (
    <StatusPage
      icon="pi-check-circle"
      title={t('profile.payment.successTitle')}
      message={t('profile.payment.successText')}
      actions={
        <>
          {status && (
            <p className="payment-result__status" role="status">
              {status}
            </p>
          )}
          {payment.error && (
            <LoadError
              className="payment-result__status"
              message={errorMessage(payment.error, t, 'checkout.result.checkFailed')}
              onRetry={payment.check}
            />
          )}
          {payment.offerCheckAgain && (
            <Button
              type="button"
              icon="pi pi-refresh"
              outlined
              label={t('checkout.result.checkAgain')}
              loading={payment.checking}
              onClick={payment.check}
            />
          )}
          <Button
            type="button"
            label={t('profile.payment.toDashboard')}
            onClick={() => void navigate(pathFor('jobOpenings'))}
          />
        </>
      }
    />
  );
}

/**
 * paymentFailed: the texts, then back to the root after 5 seconds. Meanwhile Try Again goes back to
 * the checkout the payment started from, so a declined card is no dead end.
 */
export function PaymentFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [retry] = useState(() => readCheckoutReturn(pathFor('checkout')));
  const [left, setLeft] = useState(PAYMENT_FAILED_REDIRECT_MS / 1000);
  useEffect(() => {
    const redirect = setTimeout(
      () => void navigate(pathFor('home'), { replace: true }),
      PAYMENT_FAILED_REDIRECT_MS,
    );
    // Counts down to 1: the page leaves as the last second ends, never showing "0 seconds".
    const tick = setInterval(() => setLeft((value) => Math.max(1, value - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);
  return (
    <StatusPage
      icon="pi-times-circle"
      tone="danger"
      title={t('profile.payment.failedTitle')}
      message={`${t('profile.payment.failedText')}. ${t('profile.payment.redirect', { seconds: left })}`}
      actions={
        <>
          {retry && (
            <Button
              type="button"
              label={t('profile.payment.tryAgain')}
              onClick={() => void navigate(retry)}
            />
          )}
          <Button
            type="button"
            label={t('profile.payment.toHome')}
            outlined={retry !== null}
            onClick={() => void navigate(pathFor('home'))}
          />
        </>
      }
    />
  );
}
