import { useTranslation } from 'react-i18next';
import type { Quote } from '#shared/schemas/checkout.ts';
import { BillingLink } from './billing-link.tsx';

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
        <span>{billing.email ?? `${t('checkout.fields.email')}: ${missing}`}</span>
        <span>{billing.address ?? `${t('checkout.fields.address')}: ${missing}`}</span>
        <span>{place || `${t('checkout.fields.place')}: ${missing}`}</span>
        {billing.isVatRegistered && (
          <span>
            {t('checkout.vatRegistered')}: {t('checkout.taxNumber')} {billing.taxNumber ?? missing}
          </span>
        )}
      </address>
      <BillingLink>
        <span className="pi pi-pencil" aria-hidden="true" /> {t('checkout.editBilling')}
      </BillingLink>
    </section>
  );
}
