import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { safeRedirectTarget } from '#client/session/redirect-target.ts';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useBillingInfo, type BillingScope } from '../api/get-billing-info.ts';
import { BillingInfoForm } from '../components/billing-info-form.tsx';
import '../billing-info.css';

function BillingInfoPage({ scope }: { scope: BillingScope }) {
  const { t } = useTranslation();
  const query = useBillingInfo(scope);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent here from checkout: saving goes back to it (only to a checkout page of ours).
  const target = safeRedirectTarget(params.get('returnTo'));
  const returnTo = target?.startsWith(`${pathFor('checkout')}?`) ? target : null;
  // Staff hold the menu right but belong to no company: a plain note, no error or retry.
  const noCompany =
    scope === 'company' && query.error instanceof ApiError && query.error.status === 403;
  useEffect(() => {
    if (query.isError && !noCompany)
      showToast({
        severity: 'error',
        summary: t('billingInfo.toastError'),
        detail: query.error.message,
      });
  }, [query.isError]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="billing-page">
      <header className="page-head">
        <h1>
          {scope === 'personal' ? t('billingInfo.personalTitle') : t('billingInfo.companyTitle')}
        </h1>
        {returnTo && (
          <Link className="billing-page__back" to={returnTo}>
            <span className="pi pi-arrow-left" aria-hidden="true" />{' '}
            {t('billingInfo.backToCheckout')}
          </Link>
        )}
        {query.data?.companyName && (
          <p className="page-head__sub">
            {t('billingInfo.companyOf', { company: query.data.companyName })}
          </p>
        )}
      </header>
      {query.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {noCompany && (
        <div className="page-state" role="status">
          <span className="pi pi-info-circle" aria-hidden="true" />
          <p>{t('billingInfo.noCompany')}</p>
        </div>
      )}
      {query.isError && !noCompany && (
        <div className="page-state" role="alert">
          <p>{query.error.message}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void query.refetch()} />
        </div>
      )}
      {query.data && (
        <BillingInfoForm
          scope={scope}
          info={query.data.info}
          onSaved={returnTo ? () => void navigate(returnTo) : undefined}
        />
      )}
    </div>
  );
}

export function PersonalBillingInfoPage() {
  return <BillingInfoPage scope="personal" />;
}

export function CompanyBillingInfoPage() {
  return <BillingInfoPage scope="company" />;
}
