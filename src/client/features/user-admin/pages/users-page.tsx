import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { UsersTable } from '../components/users-table.tsx';
import '../user-admin.css';

/** /chrs/users: staff find users, change roles, activate, deactivate, send reset links. */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('userAdmin.users.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('userAdmin.users.title')}</h1>
          <p className="page-head__sub">{t('userAdmin.users.subtitle')}</p>
        </div>
      </header>
      <UsersTable
        canUpdate={hasRight(session.rights, 'users', 'update')}
        selfId={session.user?.id ?? null}
      />
      <ConfirmDialog />
    </div>
  );
}
