import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format/money.ts';
import { useBlockedTotals } from '../api/get-blocked-totals.ts';

const FIGURES = ['committed', 'owed', 'guarantee'] as const;

/** One card per currency: committed, owed and in guarantee. Two currencies are never added. */
export function BlockedTotals() {
  const { t, i18n } = useTranslation();
  const totals = useBlockedTotals();
  return (
    <section className="blocked-totals" aria-labelledby="blocked-totals-title">
      <h2 id="blocked-totals-title">{t('blockedAmounts.totals.title')}</h2>
      {totals.isError ? (
        <div className="page-state" role="alert">
          <p>{t('blockedAmounts.totals.loadFailed')}</p>
          <Button
            type="button"
            label={t('blockedAmounts.retry')}
            onClick={() => void totals.refetch()}
          />
        </div>
      ) : totals.isPending ? (
        <p aria-busy="true">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('common.loading')}
        </p>
      ) : totals.data.totals.length === 0 ? (
        <p>{t('blockedAmounts.totals.none')}</p>
      ) : (
        <div className="blocked-totals__cards">
          {totals.data.totals.map((row) => (
            <article key={row.currency} className="blocked-total" aria-label={row.currency}>
              <h3>{row.currency}</h3>
              <dl>
                {FIGURES.map((figure) => (
                  <div key={figure} className={`blocked-total__${figure}`}>
                    <dt>{t(`blockedAmounts.totals.${figure}`)}</dt>
                    <dd>{formatMoney(row[`${figure}Minor`], row.currency, i18n.language)}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
