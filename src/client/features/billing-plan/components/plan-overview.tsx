import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { useBillingPlan } from '../api/get-billing-plan.ts';
import { planErrorText } from './plan-error-text.ts';
import { PlanOffers } from './plan-offers.tsx';

/** A company's plan page body: loading, the error with a retry, or the plans. */
export function PlanOverview(props: { companyId: string | null; canChoose: boolean }) {
  const { t } = useTranslation();
  const query = useBillingPlan(props.companyId);
  if (query.isPending)
    return (
      <div className="page-state" role="status">
        <ProgressSpinner
          style={{ width: '2.5rem', height: '2.5rem' }}
          aria-label={t('common.loading')}
        />
      </div>
    );
  if (query.isError)
    return (
      <div className="page-state" role="alert">
        <p>{t('billingPlan.loadFailed')}</p>
        <p className="page-state__detail">{planErrorText(query.error, t)}</p>
        <Button
          type="button"
          label={t('billingPlan.retry')}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        />
      </div>
    );
  return <PlanOffers overview={query.data} canChoose={props.canChoose} />;
}
