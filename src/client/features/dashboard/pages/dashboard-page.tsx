import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { useSession } from '#client/session/use-session.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import {
  CandidateDashboard,
  CompanyDashboard,
  RecruiterDashboard,
  StaffDashboard,
} from '../components/role-dashboards.tsx';
import '../dashboard.css';

/** My Dashboard (`/chrs/job-openings`): one view per role. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <div className="dashboard-page">
      <header className="page-head">
        <h1>{t('dashboard.title')}</h1>
        {user && (
          <p className="page-head__sub">{t('dashboard.welcome', { name: user.firstname })}</p>
        )}
      </header>
      {dashboard.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {dashboard.isError && (
        <div className="page-state" role="alert">
          <p>{t('dashboard.loadFailed')}</p>
          <Button
            type="button"
            label={t('common.tryAgain')}
            onClick={() => void dashboard.refetch()}
          />
        </div>
      )}
      {data?.kind === 'recruiter' && <RecruiterDashboard data={data} />}
      {data?.kind === 'candidate' && <CandidateDashboard data={data} />}
      {data?.kind === 'company' && <CompanyDashboard data={data} />}
      {data?.kind === 'staff' && <StaffDashboard data={data} />}
    </div>
  );
}
