import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { FUNNEL_PERIODS, type FunnelPeriod } from '#shared/schemas/funnel.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useSession } from '#client/session/use-session.ts';
import { useFunnel, type FunnelFilters as Filters } from '../api/get-funnel.ts';
import { FunnelFilters } from '../components/funnel-filters.tsx';
import { RecruiterTable } from '../components/recruiter-table.tsx';
import { StageTable } from '../components/stage-table.tsx';
import '../funnel.css';

const PUBLIC_ID = /^[0-9a-f]{32}$/;

function readFilters(params: URLSearchParams): Filters {
  const period = params.get('period') ?? '';
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return PUBLIC_ID.test(value) ? value : undefined;
  };
  return {
    period: (FUNNEL_PERIODS as readonly string[]).includes(period)
      ? (period as FunnelPeriod)
      : 'all',
    jobId: id('job'),
    companyId: id('company'),
  };
}

/** /chrs/funnel: a recruiter's own funnel; per recruiter for company members and staff. */
export function FunnelPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('funnel.title'));
  const session = useSession();
  const isStaff = session.user?.roleId === ROLE.admin;
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const funnel = useFunnel(filters);
  const data = funnel.data;

  const update = (next: Filters) => {
    const search = new URLSearchParams();
    if (next.period !== 'all') search.set('period', next.period);
    if (next.companyId) search.set('company', next.companyId);
    if (next.jobId) search.set('job', next.jobId);
    setParams(search, { replace: true });
  };

  const subtitle =
    data?.view === 'recruiter' || (!data && session.user?.roleId === ROLE.recruiter)
      ? 'funnel.subtitleRecruiter'
      : isStaff
        ? 'funnel.subtitleStaff'
        : 'funnel.subtitleCompany';
  const empty = data !== undefined && (data.total.stages[0]?.count ?? 0) === 0;

  return (
    <div className="funnel-page">
      <header className="page-head">
        <h1>{t('funnel.title')}</h1>
        <p className="page-head__sub">{t(subtitle)}</p>
      </header>
      {data && (
        <FunnelFilters
          filters={filters}
          jobs={data.jobs}
          companies={data.companies}
          showCompany={isStaff || data.companies.length > 1}
          onChange={update}
        />
      )}
      {funnel.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('funnel.loading')}
          />
        </div>
      )}
      {funnel.isError && (
        <div className="page-state" role="alert">
          <p>{t('funnel.loadFailed')}</p>
          <Button type="button" label={t('funnel.retry')} onClick={() => void funnel.refetch()} />
        </div>
      )}
      {data && empty && <p className="page-state">{t('funnel.empty')}</p>}
      {data && !empty && (
        <div className="funnel-results" aria-busy={funnel.isFetching}>
          <StageTable
            row={data.total}
            caption={t(data.view === 'company' ? 'funnel.stageTableTotal' : 'funnel.stageTable')}
          />
          {data.view === 'company' && data.rows.length > 0 && (
            <section className="funnel-section" aria-labelledby="funnel-per-recruiter">
              <h2 id="funnel-per-recruiter">{t('funnel.perRecruiter')}</h2>
              <RecruiterTable rows={data.rows} />
            </section>
          )}
          <p className="funnel-note">{t('funnel.stageMapping')}</p>
        </div>
      )}
    </div>
  );
}
