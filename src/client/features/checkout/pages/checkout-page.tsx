import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '#shared/format/money.ts';
import { pathFor } from '#shared/routes.ts';
import { CHECKOUT_BLOCKS, type Quote } from '#shared/schemas/checkout.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useStartPayment } from '../api/create-session.ts';
import { checkoutForOf, useQuote } from '../api/get-quote.ts';
import { BillingDetails } from '../components/billing-details.tsx';
import { BillingLink } from '../components/billing-link.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import '../checkout.css';

function Blocked({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  if (!quote.blocked) return null;
  return (
    <div className="checkout-blocked" role="alert">
      <span className="pi pi-info-circle" aria-hidden="true" />
      <p>{t(`checkout.blocked.${quote.blocked}`)}</p>
      {quote.blocked === 'billing_incomplete' && (
        <BillingLink>{t('checkout.completeBilling')}</BillingLink>
      )}
      {quote.blocked === 'payments_unavailable' && (
        <Link className="checkout-link" to={pathFor('contactUs')}>
          {t('checkout.contactUs')}
        </Link>
      )}
    </div>
  );
}

/** A refused start names its reason (`details: [{ reason }]`): shown in the reader's language. */
function startErrorText(error: unknown, t: TFunction): string {
  const reason =
    error instanceof ApiError && Array.isArray(error.details)
      ? (error.details[0] as { reason?: unknown } | undefined)?.reason
      : undefined;
  if (typeof reason === 'string' && (CHECKOUT_BLOCKS as readonly string[]).includes(reason))
    return t(`checkout.blocked.${reason}`);
  return errorMessage(error, t, 'checkout.startFailed');
}

function PayPanel({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const start = useStartPayment();
  const locale = i18n.language === 'tr' ? 'tr' : 'en';
  return (
    <div className="checkout-pay">
      <Blocked quote={quote} />
      {start.isError && (
        <p className="checkout-error" role="alert">
          {startErrorText(start.error, t)}
        </p>
      )}
      <Button
        type="button"
        icon="pi pi-lock"
        label={
          start.isPending || start.isSuccess
            ? t('checkout.starting')
            : t('checkout.pay', {
                amount: formatMoney(quote.totalMinor, quote.currency, i18n.language),
              })
        }
        loading={start.isPending || start.isSuccess}
        disabled={quote.blocked !== null}
        onClick={() => start.mutate({ quote, locale })}
      />
      {quote.provider === 'test' && <p className="checkout-note">{t('checkout.testMode')}</p>}
    </div>
  );
}

/** /chrs/checkout?job=… | ?plan=… | ?invoice=…: what is bought, the fee, VAT and billing, Pay. */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  const [params] = useSearchParams();
  const target = checkoutForOf(params);
  const quote = useQuote(target);
  return (
    <div className="checkout-page">
      <header className="page-head">
        <h1>{t('checkout.title')}</h1>
        <p className="page-head__sub">{t('checkout.subtitle')}</p>
      </header>
      {!target && (
        <div className="page-state" role="status">
          <span className="pi pi-shopping-cart" aria-hidden="true" />
          <p>{t('checkout.nothing')}</p>
          <p>{t('checkout.nothingHint')}</p>
          <Link className="checkout-link" to={pathFor('jobOpenings')}>
            {t('checkout.toDashboard')}
          </Link>
        </div>
      )}
      {target && quote.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {target && quote.isError && (
        <div className="page-state" role="alert">
          <p>{errorMessage(quote.error, t, 'checkout.loadFailed')}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void quote.refetch()} />
        </div>
      )}
      {quote.data && (
        <div className="checkout-layout">
          <OrderSummary quote={quote.data} />
          <div className="checkout-side">
            <BillingDetails billing={quote.data.billing} />
            <PayPanel quote={quote.data} />
          </div>
        </div>
      )}
    </div>
  );
}
