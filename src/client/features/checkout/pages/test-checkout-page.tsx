import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatMoney } from '#shared/format/money.ts';
import type { TestCardInput, TestSession } from '#shared/schemas/checkout.ts';
import { ApiError } from '#client/api/api-error.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { usePayTestSession, useTestSession } from '../api/test-session.ts';
import { CardForm, fieldErrorsOf } from '../components/card-form.tsx';
import '../checkout.css';

/** How long the decline stays on screen before the buyer is sent to paymentFailed. */
const DECLINE_PAUSE_MS = 2000;

function Summary({ session }: { session: TestSession }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, session.currency, i18n.language);
  return (
    <section className="test-checkout__summary" aria-labelledby="test-checkout-summary">
      <p className="test-checkout__badge">{t('checkout.card.testBadge')}</p>
      <h2 id="test-checkout-summary">
        {t('checkout.card.payTo', { company: session.companyName })}
      </h2>
      <p className="test-checkout__description">{session.description}</p>
      <p className="test-checkout__amount">{money(session.totalMinor)}</p>
      <dl className="checkout-amounts">
        <div>
          <dt>{t('checkout.card.subtotal')}</dt>
          <dd>{money(session.netMinor)}</dd>
        </div>
        <div>
          <dt>{t('checkout.card.vat')}</dt>
          <dd>{money(session.vatMinor)}</dd>
        </div>
        <div className="checkout-amounts__total">
          <dt>{t('checkout.card.total')}</dt>
          <dd>{money(session.totalMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Payment({ session }: { session: TestSession }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayTestSession(session.sessionId);
  const result = pay.data;
  const declined = result?.outcome === 'declined';

  useEffect(() => {
    if (!result) return;
    if (result.outcome === 'paid') {
      void navigate(result.redirectUrl, { replace: true });
      return;
    }
    const timer = setTimeout(
      () => void navigate(result.redirectUrl, { replace: true }),
      DECLINE_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (session.state !== 'open')
    return (
      <p className="test-checkout__message" role="alert">
        {t('checkout.card.ended')}
      </p>
    );
  const ended = pay.error instanceof ApiError && pay.error.status === 409;
  const fieldErrors = fieldErrorsOf(pay.error);
  return (
    <section className="test-checkout__form" aria-label={t('checkout.card.title')}>
      <p className="checkout-note">{t('checkout.card.hint')}</p>
      {declined && (
        <div className="test-checkout__declined" role="alert">
          <span className="pi pi-times-circle" aria-hidden="true" />
          <p>{t('checkout.card.declined')}</p>
          <p>{t('checkout.card.redirecting')}</p>
        </div>
      )}
      {pay.isError && !fieldErrors && (
        <p className="test-checkout__message" role="alert">
          {t(ended ? 'checkout.card.ended' : 'checkout.card.payFailed')}
        </p>
      )}
      {!declined && (
        <CardForm
          payLabel={
            pay.isPending || result
              ? t('checkout.card.processing')
              : t('checkout.card.pay', {
                  amount: formatMoney(session.totalMinor, session.currency, i18n.language),
                })
          }
          busy={pay.isPending || Boolean(result)}
          serverErrors={fieldErrors}
          onPay={(card: TestCardInput) => pay.mutate(card)}
        />
      )}
    </section>
  );
}

/** /test-checkout/:sessionId: the built-in test checkout, a hosted-checkout look-alike. */
export function TestCheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.card.title'));
  const { sessionId = '' } = useParams();
  const session = useTestSession(sessionId);
  const missing = session.error instanceof ApiError && session.error.status === 404;
  return (
    <div className="test-checkout">
      <h1 className="test-checkout__title">{t('checkout.card.title')}</h1>
      {session.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {session.isError && (
        <div className="page-state" role="alert">
          <p>{t(missing ? 'checkout.card.notFound' : 'checkout.card.loadFailed')}</p>
          {!missing && (
            <Button
              type="button"
              label={t('common.tryAgain')}
              onClick={() => void session.refetch()}
            />
          )}
        </div>
      )}
      {session.data && (
        <div className="test-checkout__layout">
          <Summary session={session.data} />
          <Payment session={session.data} />
        </div>
      )}
    </div>
  );
}
