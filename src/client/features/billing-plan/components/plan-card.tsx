import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format/money.ts';
import type { BillingPlanOverview, PlanOffer } from '#shared/schemas/billing-plan.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';

export const planName = (plan: Pick<PlanOffer, 'nameEn' | 'nameTr'>, language: string) =>
  language === 'tr' ? plan.nameTr : plan.nameEn;

/** "₺3.499 per job" / "£239 per month". */
export function usePlanPrice() {
  const { t, i18n } = useTranslation();
  return (plan: Pick<PlanOffer, 'kind' | 'feeMinor' | 'currency'>) => {
    const price = formatMoney(plan.feeMinor, plan.currency, i18n.language);
    return t(plan.kind === 'monthly' ? 'billingPlan.perMonth' : 'billingPlan.perJob', { price });
  };
}

/** Where the current plan stands: paid until when, and the open jobs it holds. */
function CurrentStatus({ overview }: { overview: BillingPlanOverview }) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const { current, openJobs, openJobLimit } = overview;
  if (current.kind !== 'monthly' || openJobLimit === null)
    return <p className="plan-card__status">{t('billingPlan.openJobs', { count: openJobs })}</p>;
  const date = appDate.date(current.paidUntil);
  return (
    <>
      <p className="plan-card__status">
        {current.paidUp
          ? t('billingPlan.paidUntil', { date })
          : current.paidUntil
            ? t('billingPlan.expiredOn', { date })
            : t('billingPlan.notPaid')}
      </p>
      <p className="plan-card__status">
        {t('billingPlan.openJobsUsed', { used: openJobs, limit: openJobLimit })}
      </p>
    </>
  );
}

/** One plan: its name, fee, what it covers; the current plan is marked and says where it stands. */
export function PlanCard(props: {
  plan: PlanOffer;
  overview: BillingPlanOverview;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const price = usePlanPrice();
  const { plan, overview } = props;
  const isCurrent = overview.current.planId === plan.id;
  return (
    <article
      className={`plan-card${isCurrent ? ' plan-card--current' : ''}`}
      aria-labelledby={`${id}-name`}
    >
      <header className="plan-card__head">
        <h3 id={`${id}-name`}>{planName(plan, i18n.language)}</h3>
        {isCurrent && (
          <span className="status-pill status-pill--success">{t('billingPlan.current')}</span>
        )}
        {!plan.active && (
          <span className="status-pill status-pill--warning">{t('billingPlan.inactive')}</span>
        )}
      </header>
      <p className="plan-card__price">{price(plan)}</p>
      <p className="plan-card__terms">
        {plan.kind === 'monthly' && plan.openJobLimit !== null
          ? t('billingPlan.limit', { count: plan.openJobLimit })
          : t('billingPlan.perJobHint')}
      </p>
      {isCurrent && <CurrentStatus overview={overview} />}
      {props.action && <div className="plan-card__action">{props.action}</div>}
    </article>
  );
}
