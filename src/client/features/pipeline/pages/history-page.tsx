import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { useHistory, type HistoryTarget } from '../api/get-history.ts';
import { HistoryTimeline } from '../components/history-timeline.tsx';
import '../pipeline.css';

function HistoryView({ target, heading }: { target: HistoryTarget; heading: string }) {
  const { t } = useTranslation();
  const history = useHistory(target);
  return (
    <div className="pipeline-page">
      <header className="page-head">
        <h1>{heading}</h1>
        {history.data && <p className="page-head__sub">{history.data.title}</p>}
      </header>
      {target.kind === 'application' && (
        <p>
          <Link to={`${pathFor('applications')}?job=${target.jobId}`}>
            {t('pipeline.historyPage.backToApplications')}
          </Link>
        </p>
      )}
      {history.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {history.isError && (
        <div className="page-state" role="alert">
          <p>{t('pipeline.historyPage.loadFailed')}</p>
          <Button
            type="button"
            label={t('common.tryAgain')}
            onClick={() => void history.refetch()}
          />
        </div>
      )}
      {history.data && history.data.items.length === 0 && (
        <p className="page-state">{t('pipeline.historyPage.empty')}</p>
      )}
      {history.data && history.data.items.length > 0 && (
        <HistoryTimeline
          items={history.data.items}
          statuses={history.data.statuses}
          showJob={target.kind === 'candidate'}
        />
      )}
    </div>
  );
}

/** /chrs/application-history/{jobId}/{candidateId?} */
export function ApplicationHistoryPage() {
  const { t } = useTranslation();
  const { jobId = '', candidateId } = useParams();
  return (
    <HistoryView
      heading={t('pipeline.historyPage.applicationTitle')}
      target={{ kind: 'application', jobId, candidateId }}
    />
  );
}

/** /chrs/candidate-history/{userId}/{candidateId?} */
export function CandidateHistoryPage() {
  const { t } = useTranslation();
  const { userId = '', candidateId } = useParams();
  return (
    <HistoryView
      heading={t('pipeline.historyPage.candidateTitle')}
      target={{ kind: 'candidate', userId, candidateId }}
    />
  );
}
