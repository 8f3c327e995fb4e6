import { useTranslation } from 'react-i18next';
import { ROLE } from '#shared/constants/roles.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useSession } from '#client/session/use-session.ts';
import { BillingHistoryTable } from '../components/billing-history-table.tsx';
import '../billing-history.css';

/** /chrs/billing-history: a company's invoices and credit notes; staff see every company's. */
export function BillingHistoryPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isStaff = session.user?.roleId === ROLE.admin;
  useDocumentTitle(t('billingHistory.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('billingHistory.title')}</h1>
          <p className="page-head__sub">
            {t(isStaff ? 'billingHistory.subtitleAll' : 'billingHistory.subtitleOwn')}
          </p>
        </div>
      </header>
      <BillingHistoryTable isStaff={isStaff} />
    </div>
  );
}
