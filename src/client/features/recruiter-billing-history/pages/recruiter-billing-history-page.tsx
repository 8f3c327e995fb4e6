import { useTranslation } from 'react-i18next';
import { ROLE } from '#shared/constants/roles.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useSession } from '#client/session/use-session.ts';
import { PayoutsTable } from '../components/payouts-table.tsx';
import '../recruiter-billing-history.css';

/** /chrs/recruiter-billing-history: a recruiter's payouts and statements; staff see everyone's. */
export function RecruiterBillingHistoryPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isStaff = session.user?.roleId === ROLE.admin;
  useDocumentTitle(t('recruiterBillingHistory.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('recruiterBillingHistory.title')}</h1>
          <p className="page-head__sub">
            {t(
              isStaff
                ? 'recruiterBillingHistory.subtitleAll'
                : 'recruiterBillingHistory.subtitleOwn',
            )}
          </p>
        </div>
      </header>
      <PayoutsTable isStaff={isStaff} />
    </div>
  );
}
