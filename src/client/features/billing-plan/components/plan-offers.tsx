import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '#shared/format/money.ts';
import type { BillingPlanOverview, PlanOffer } from '#shared/schemas/billing-plan.ts';
import { pathFor } from '#shared/routes.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useChoosePlan } from '../api/choose-plan.ts';
import { PlanCard, planName } from './plan-card.tsx';
import { planErrorText } from './plan-error-text.ts';

/** The confirmation text: what changes, what it costs, what is given up. */
function useConfirmText(overview: BillingPlanOverview) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  return (plan: PlanOffer) => {
    const values = {
      name: planName(plan, i18n.language),
      price: formatMoney(plan.feeMinor, plan.currency, i18n.language),
      date: appDate.date(overview.current.paidUntil),
    };
    const { current } = overview;
    const monthlyRunning = current.kind === 'monthly' && current.paidUp;
    if (plan.kind === 'per_job')
      return t(
        monthlyRunning ? 'billingPlan.confirm.perJobEndsMonth' : 'billingPlan.confirm.perJob',
        values,
      );
    if (plan.id === current.planId) return t('billingPlan.confirm.renew', values);
    return t(
      monthlyRunning ? 'billingPlan.confirm.monthlyReplaces' : 'billingPlan.confirm.monthly',
      values,
    );
  };
}

/**
 * The plans on offer as cards. With `canChoose`, each other plan has a Choose button (and a paid
 * monthly plan a renewal): pay per job applies at once, a monthly plan goes to checkout.
 */
export function PlanOffers(props: { overview: BillingPlanOverview; canChoose: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const choose = useChoosePlan();
  const confirmText = useConfirmText(props.overview);
  const { overview } = props;

  const pick = (plan: PlanOffer) =>
    confirmDialog({
      header: t('billingPlan.confirm.title'),
      message: confirmText(plan),
      acceptLabel: t('billingPlan.confirm.accept'),
      rejectLabel: t('billingPlan.confirm.reject'),
      accept: () =>
        choose.mutate(plan.id, {
          onSuccess: (answer) => {
            if (answer.checkoutRequired)
              return void navigate(`${pathFor('checkout')}?plan=${answer.planId}`);
            showToast({
              severity: 'success',
              summary: t('billingPlan.toasts.switched', { name: planName(plan, i18n.language) }),
            });
          },
          onError: (error) =>
            showToast({
              severity: 'error',
              summary: t('billingPlan.toasts.failed'),
              detail: planErrorText(error, t),
              life: 6000,
            }),
        }),
    });

  const action = (plan: PlanOffer) => {
    if (!props.canChoose || !plan.active) return undefined;
    const name = planName(plan, i18n.language);
    const isCurrent = plan.id === overview.current.planId;
    if (isCurrent && plan.kind !== 'monthly') return undefined;
    return (
      <Button
        type="button"
        label={isCurrent ? t('billingPlan.renew') : t('billingPlan.choose')}
        aria-label={
          isCurrent ? t('billingPlan.renewNamed', { name }) : t('billingPlan.chooseNamed', { name })
        }
        outlined={isCurrent}
        loading={choose.isPending && choose.variables === plan.id}
        disabled={choose.isPending}
        onClick={() => pick(plan)}
      />
    );
  };

  if (!overview.plans.length) return <p className="plan-offers__empty">{t('billingPlan.empty')}</p>;
  return (
    <div className="plan-offers">
      <p className="plan-offers__note">
        {t('billingPlan.currencyNote', {
          currency: overview.currency,
          company: overview.company.name,
        })}
      </p>
      <div className="plan-offers__grid">
        {overview.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} overview={overview} action={action(plan)} />
        ))}
      </div>
    </div>
  );
}
