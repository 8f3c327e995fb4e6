import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { StatusPage } from '#client/features/system/components/status-page.tsx';

export const PAYMENT_FAILED_REDIRECT_MS = 5000;

/** paymentSuccess: "Payment Success", "Thank you for your payment" (the flow comes with payments). */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      icon="pi-check-circle"
      title={t('profile.payment.successTitle')}
      message={t('profile.payment.successText')}
      actions={
        <Button
          type="button"
          label={t('profile.payment.toDashboard')}
          onClick={() => void navigate(pathFor('jobOpenings'))}
        />
      }
    />
  );
}

/** paymentFailed: the texts, then back to the root after 5 seconds. */
export function PaymentFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(PAYMENT_FAILED_REDIRECT_MS / 1000);
  useEffect(() => {
    const redirect = setTimeout(
      () => void navigate(pathFor('home'), { replace: true }),
      PAYMENT_FAILED_REDIRECT_MS,
    );
    const tick = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
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
        <Button
          type="button"
          label={t('profile.payment.toHome')}
          onClick={() => void navigate(pathFor('home'))}
        />
      }
    />
  );
}
