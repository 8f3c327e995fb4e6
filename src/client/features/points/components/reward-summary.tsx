import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format/money.ts';
import type { PendingReward, RewardTotals } from '#shared/schemas/points.ts';
import { useAppDate, type AppDateFormatter } from '#client/i18n/use-app-date.ts';
import { useRewardSummary } from '../api/get-reward-summary.ts';

const FIGURES = ['potential', 'pending', 'earned', 'paid'] as const;
type Figure = (typeof FIGURES)[number];
const minorOf = (totals: RewardTotals, figure: Figure) => totals[`${figure}Minor`];

/** When a held reward becomes payable: the later of the guarantee end and the company's payment. */
function payableText(reward: PendingReward, t: TFunction, format: AppDateFormatter) {
  const date = format(reward.guaranteeEndsAt);
  if (reward.companyPaid) return t('points.summary.payableOn', { date });
  if (new Date(reward.guaranteeEndsAt).getTime() <= Date.now())
    return t('points.summary.payableWhenPaid');
  return t('points.summary.payableOnceBoth', { date });
}

/** Potential, pending, payable and paid rewards, one card per currency, and each pending reward. */
export function RewardSummary() {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const summary = useRewardSummary();
  const money = (amountMinor: number, currency: string) =>
    formatMoney(amountMinor, currency, i18n.language);

  return (
    <section className="reward-summary" aria-labelledby="reward-summary-title">
      <h2 id="reward-summary-title">{t('points.summary.title')}</h2>
      <p className="reward-summary__intro">{t('points.summary.intro')}</p>
      {summary.isError ? (
        <div className="page-state" role="alert">
          <p>{t('points.summary.loadFailed')}</p>
          <Button
            type="button"
            label={t('common.tryAgain')}
            onClick={() => void summary.refetch()}
          />
        </div>
      ) : summary.isPending ? (
        <p className="reward-summary__loading" aria-busy="true">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('common.loading')}
        </p>
      ) : summary.data.totals.length === 0 ? (
        <p>{t('points.summary.empty')}</p>
      ) : (
        <>
          <div className="reward-summary__cards">
            {summary.data.totals.map((totals) => (
              <article
                key={totals.currency}
                className="reward-card"
                aria-label={t('points.summary.currency', { currency: totals.currency })}
              >
                <h3>{t('points.summary.currency', { currency: totals.currency })}</h3>
                <dl>
                  {FIGURES.map((figure) => (
                    <div key={figure} className={`reward-card__figure reward-card__${figure}`}>
                      <dt>
                        {t(`points.summary.${figure}`)}
                        <small>{t(`points.summary.${figure}Hint`)}</small>
                      </dt>
                      <dd>{money(minorOf(totals, figure), totals.currency)}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            ))}
          </div>
          {summary.data.pending.length > 0 && (
            <>
              <h3 className="reward-summary__pending-title">{t('points.summary.pendingTitle')}</h3>
              <ul className="pending-rewards">
                {summary.data.pending.map((reward) => (
                  <li key={reward.id}>
                    <span className="pending-rewards__what">
                      {t('points.summary.pendingFor', {
                        candidate: reward.candidateName,
                        job: reward.jobTitle,
                      })}
                      <small>
                        {t('points.summary.hiredOn', { date: appDate.date(reward.hiredAt) })}
                      </small>
                    </span>
                    <strong>{money(reward.amountMinor, reward.currency)}</strong>
                    <span className="pending-rewards__when">
                      {payableText(reward, t, appDate.date)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
