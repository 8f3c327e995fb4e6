import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { CandidatesTable } from '../components/candidates-table.tsx';
import '../candidates.css';

/** /chrs/candidates: a recruiter's own candidates; staff see every record with its owner. */
export function CandidatesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isStaff = session.user?.roleId === ROLE.admin;
  useDocumentTitle(t('userAdmin.candidates.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('userAdmin.candidates.title')}</h1>
          <p className="page-head__sub">
            {t(isStaff ? 'userAdmin.candidates.subtitleAll' : 'userAdmin.candidates.subtitleOwn')}
          </p>
        </div>
        {hasRight(session.rights, 'candidateNew', 'insert') && (
          <Link to={pathFor('candidateNew')} className="p-button admin-list-page__add">
            <i className="pi pi-user-plus" aria-hidden="true" />
            <span>{t('userAdmin.candidates.add')}</span>
          </Link>
        )}
      </header>
      <CandidatesTable
        isStaff={isStaff}
        canEdit={hasRight(session.rights, 'candidateEdit', 'update')}
        canDelete={hasRight(session.rights, 'candidates', 'delete')}
        canRefer={session.user?.roleId === ROLE.recruiter}
      />
      <ConfirmDialog />
    </div>
  );
}
