import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useMyApplications } from '../api/get-my-applications.ts';
import { ApplicationItem } from '../components/application-item.tsx';
import '../my-applications.css';

/** /chrs/my-applications: where each of a candidate's applications and referrals stands. */
export function MyApplicationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myApplications.title'));
  const list = useMyApplications();
  const statuses = useMemo(
    () => new Map((list.data?.statuses ?? []).map((status) => [status.id, status])),
    [list.data],
  );
  return (
    <div className="my-applications-page">
      <header className="page-head">
        <h1>{t('myApplications.title')}</h1>
        <p className="page-head__sub">{t('myApplications.subtitle')}</p>
      </header>
      {list.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('myApplications.loading')}
          />
        </div>
      )}
      {list.isError && (
        <div className="page-state" role="alert">
          <p>{t('myApplications.loadFailed')}</p>
          <Button
            type="button"
            label={t('myApplications.retry')}
            onClick={() => void list.refetch()}
          />
        </div>
      )}
      {list.data && list.data.items.length === 0 && (
        <div className="page-state">
          <p>{t('myApplications.empty')}</p>
          <Link to={pathFor('jobs')}>{t('myApplications.findJobs')}</Link>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="my-applications-list" aria-label={t('myApplications.listLabel')}>
          {list.data.items.map((application) => (
            <ApplicationItem key={application.id} application={application} statuses={statuses} />
          ))}
        </ul>
      )}
    </div>
  );
}
