import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { BlockedAmountsTable } from '../components/blocked-amounts-table.tsx';
import { BlockedTotals } from '../components/blocked-totals.tsx';
import { GuaranteeSetting } from '../components/guarantee-setting.tsx';
import '../blocked-amounts.css';

/**
 * /chrs/blocked-amounts: staff see every company's commitments and held rewards, set the
 * guarantee period and act on a held reward; a company member reads its own.
 */
export function BlockedAmountsPage() {
  const { t } = useTranslation();
  const session = useSession();
  // The menu's update right is staff's alone; the server checks it again on every action.
  const isStaff = hasRight(session.rights, 'blockedAmounts', 'update');
  useDocumentTitle(t('blockedAmounts.title'));
  return (
    <div className="admin-list-page blocked-amounts-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('blockedAmounts.title')}</h1>
          <p className="page-head__sub">
            {t(isStaff ? 'blockedAmounts.subtitleStaff' : 'blockedAmounts.subtitleCompany')}
          </p>
        </div>
      </header>
      <div className="blocked-amounts-page__top">
        <BlockedTotals />
        {isStaff && <GuaranteeSetting />}
      </div>
      <BlockedAmountsTable isStaff={isStaff} />
      <ConfirmDialog />
    </div>
  );
}
