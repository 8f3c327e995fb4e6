import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { CompanyPicker } from '../components/company-picker.tsx';
import { PlanOverview } from '../components/plan-overview.tsx';
import { PlansTable } from '../components/plans-table.tsx';
import '../billing-plan.css';

/** Staff: the plans they define, and any company's plan looked up by name. */
function StaffBillingPlans() {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<string | null>(null);
  return (
    <>
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('billingPlan.admin.title')}</h1>
          <p className="page-head__sub">{t('billingPlan.admin.subtitle')}</p>
        </div>
      </header>
      <PlansTable />
      <section className="billing-plan__company" aria-labelledby="billing-plan-company">
        <h2 id="billing-plan-company">{t('billingPlan.staff.companyTitle')}</h2>
        <CompanyPicker onChange={setCompanyId} />
        {companyId ? (
          <PlanOverview companyId={companyId} canChoose={false} />
        ) : (
          <p className="billing-plan__hint">{t('billingPlan.staff.chooseCompany')}</p>
        )}
      </section>
    </>
  );
}

/**
 * /chrs/billing-plan. A company member sees the plans, their current plan and changes it; staff
 * (who hold the right to add plans) define the plans and look at any company's.
 */
export function BillingPlanPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isStaff = hasRight(session.rights, 'billingPlan', 'insert');
  useDocumentTitle(isStaff ? t('billingPlan.admin.title') : t('billingPlan.title'));
  return (
    <div className="admin-list-page billing-plan">
      {isStaff ? (
        <StaffBillingPlans />
      ) : (
        <>
          <header className="page-head">
            <div>
              <h1>{t('billingPlan.title')}</h1>
              <p className="page-head__sub">{t('billingPlan.subtitle')}</p>
            </div>
          </header>
          <PlanOverview
            companyId={null}
            canChoose={hasRight(session.rights, 'billingPlan', 'update')}
          />
        </>
      )}
      <ConfirmDialog />
    </div>
  );
}
