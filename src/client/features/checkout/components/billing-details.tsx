import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { Quote } from '#shared/schemas/checkout.ts';

/** The company's billing details the invoice will carry, with a way to change them. */
export function BillingDetails({ billing }: { billing: Quote['billing'] }) {
  const { t } = useTranslation();
  const missing = t('checkout.notProvided');
  const place = [billing.postCode, billing.city, billing.country].filter(Boolean).join(', ');
  return (
    <section className="panel-card" aria-labelledby="checkout-billing">
      <h2 id="checkout-billing">{t('checkout.billingDetails')}</h2>
      <address className="checkout-billing">
        <strong>{billing.name}</strong>
        <span>{billing.email ?? missing}</span>
        <span>{billing.address ?? missing}</span>
        <span>{place || missing}</span>
        {billing.isVatRegistered && (
          <span>
            {t('checkout.vatRegistered')}: {t('checkout.taxNumber')} {billing.taxNumber ?? missing}
          </span>
        )}
      </address>
      <Link className="checkout-link" to={pathFor('companyBillingInfo')}>
        <span className="pi pi-pencil" aria-hidden="true" /> {t('checkout.editBilling')}
      </Link>
    </section>
  );
}
