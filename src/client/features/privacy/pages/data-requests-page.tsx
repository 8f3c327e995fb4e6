import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { DataRequestsTable } from '../components/data-requests-table.tsx';
import { RetentionPanel } from '../components/retention-panel.tsx';
import '../privacy.css';

/** /chrs/data-requests: staff answer data requests within 30 days and set the retention period. */
export function DataRequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.requests.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('privacy.requests.title')}</h1>
          <p className="page-head__sub">{t('privacy.requests.subtitle')}</p>
        </div>
      </header>
      <DataRequestsTable />
      <RetentionPanel />
    </div>
  );
}
