import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format/money.ts';
import type { Quote } from '#shared/schemas/checkout.ts';

/** The VAT rate in per cent as people write it: 2000 bp is 20, 1950 bp is 19.5. */
const percent = (rateBp: number) => String(rateBp / 100);

function Bought({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const target = quote.target;
  if (target.kind === 'job')
    return (
      <>
        <p className="checkout-item__kind">{t('checkout.kinds.job')}</p>
        <p className="checkout-item__name">
          {t('checkout.jobLine', { title: target.title, code: target.referenceCode })}
        </p>
      </>
    );
  if (target.kind === 'plan')
    return (
      <>
        <p className="checkout-item__kind">{t('checkout.kinds.plan')}</p>
        <p className="checkout-item__name">
          {i18n.language === 'tr' ? target.nameTr : target.nameEn}
        </p>
        {target.openJobLimit !== null && (
          <p className="checkout-item__note">
            {t('checkout.planLimit', { count: target.openJobLimit })}
          </p>
        )}
      </>
    );
  return (
    <>
      <p className="checkout-item__kind">{t('checkout.kinds.invoice')}</p>
      <p className="checkout-item__name">{t('checkout.invoiceLine', { number: target.number })}</p>
    </>
  );
}

/** What is bought and what it costs: the fee, the VAT (or the reverse-charge note), the total. */
export function OrderSummary({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const money = (amountMinor: number) => formatMoney(amountMinor, quote.currency, i18n.language);
  return (
    <section className="panel-card" aria-labelledby="checkout-order">
      <h2 id="checkout-order">{t('checkout.whatYouBuy')}</h2>
      <div className="checkout-item">
        <Bought quote={quote} />
      </div>
      <dl className="checkout-amounts">
        <div>
          <dt>{t('checkout.fee')}</dt>
          <dd>{money(quote.netMinor)}</dd>
        </div>
        <div>
          <dt>{t('checkout.vat', { rate: percent(quote.vatRateBp) })}</dt>
          <dd>{money(quote.vatMinor)}</dd>
        </div>
        <div className="checkout-amounts__total">
          <dt>{t('checkout.total')}</dt>
          <dd>
            {money(quote.totalMinor)} <span className="checkout-currency">{quote.currency}</span>
          </dd>
        </div>
      </dl>
      {quote.reverseCharge && <p className="checkout-note">{t('checkout.reverseCharge')}</p>}
      {quote.target.kind === 'job' && (
        <p className="checkout-note">{t('checkout.nonRefundable')}</p>
      )}
    </section>
  );
}
