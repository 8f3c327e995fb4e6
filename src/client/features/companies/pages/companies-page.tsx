import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { CompaniesTable } from '../components/companies-table.tsx';
import '../companies.css';

/** /chrs/companies: the staff company list. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canInsert = hasRight(session.rights, 'companies', 'insert');
  const canEdit = hasRight(session.rights, 'companies', 'select');
  return (
    <div className="companies-page">
      <header className="page-head companies-page__head">
        <div>
          <h1>{t('menu.companies')}</h1>
          <p className="page-head__sub">{t('companies.list.subtitle')}</p>
        </div>
        {canInsert && (
          <Link to={pathFor('companiesCreate')} className="p-button companies-page__add">
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('companies.list.add')}</span>
          </Link>
        )}
      </header>
      <CompaniesTable canEdit={canEdit} />
    </div>
  );
}
