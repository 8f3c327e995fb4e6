import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { formatMoney } from '#shared/format/money.ts';
import { pathFor } from '#shared/routes.ts';
import type { Dashboard, DashboardJob } from '#shared/schemas/dashboard.ts';
import { useActiveUsers } from '../api/get-active-users.ts';
import { JobListCard } from './job-list-card.tsx';
import { ReferralTable } from './referral-table.tsx';
import { StatTile } from './stat-tile.tsx';
import { StatusTag } from './status-tag.tsx';

type Of<K extends Dashboard['kind']> = Extract<Dashboard, { kind: K }>;

function OpenJobList({ jobs }: { jobs: DashboardJob[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="dashboard-jobs">
      {jobs.map((job) => (
        <li key={job.id} className="dashboard-job">
          <Link to={pathFor('jobDetail', { name: job.slug || 'job', id: job.id })}>
            {job.title}
          </Link>
          <span className="dashboard-job__company">{job.companyName}</span>
          {job.location && (
            <span className="dashboard-job__place">
              <span className="pi pi-map-marker" aria-hidden="true" /> {job.location}
            </span>
          )}
          <span className="dashboard-job__reward">
            {t('dashboard.reward', {
              amount: formatMoney(job.reward.amountMinor, job.reward.currency, i18n.language),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function RecruiterDashboard({ data }: { data: Of<'recruiter'> }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="stat-tiles">
        <StatTile
          icon="pi pi-star-fill"
          label={t('dashboard.recruiter.points')}
          value={
            data.balances.length
              ? data.balances
                  .map((b) => formatMoney(b.amountMinor, b.currency, i18n.language))
                  .join(' · ')
              : t('points.noBalance')
          }
        />
      </div>
      <section className="dashboard-section" aria-labelledby="dash-open-jobs">
        <div className="dashboard-section__head">
          <h2 id="dash-open-jobs">{t('dashboard.recruiter.openJobs')}</h2>
          <Link to={pathFor('jobs')}>{t('dashboard.recruiter.allJobs')}</Link>
        </div>
        <OpenJobList jobs={data.openJobs} />
      </section>
      <section className="dashboard-section" aria-labelledby="dash-referrals">
        <h2 id="dash-referrals">{t('dashboard.recruiter.referrals')}</h2>
        <ReferralTable
          rows={data.referrals}
          caption={t('dashboard.recruiter.referrals')}
          empty={t('dashboard.recruiter.noReferrals')}
          showPoints
          showCandidate
          stacked
        />
      </section>
    </>
  );
}

export function CandidateDashboard({ data }: { data: Of<'candidate'> }) {
  const { t } = useTranslation();
  return (
    <section className="dashboard-section" aria-labelledby="dash-applications">
      <div className="dashboard-section__head">
        <h2 id="dash-applications">{t('dashboard.candidate.applications')}</h2>
        <Link to={pathFor('jobs')}>{t('dashboard.candidate.findJobs')}</Link>
      </div>
      <ReferralTable
        rows={data.applications}
        caption={t('dashboard.candidate.applications')}
        empty={t('dashboard.candidate.none')}
        showPoints={false}
        showCandidate={false}
      />
    </section>
  );
}

export function CompanyDashboard({ data }: { data: Of<'company'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!data.companyName)
    return <p className="dashboard-empty">{t('dashboard.company.noCompany')}</p>;
  return (
    <section className="dashboard-section" aria-labelledby="dash-company-jobs">
      <div className="dashboard-section__head">
        <h2 id="dash-company-jobs">{t('dashboard.company.jobs', { company: data.companyName })}</h2>
        <Link to={pathFor('jobsCreate')}>{t('dashboard.company.postJob')}</Link>
      </div>
      {data.jobs.length === 0 ? (
        <p className="dashboard-empty">{t('dashboard.company.none')}</p>
      ) : (
        <div className="dashboard-cards">
          {data.jobs.map((job) => (
            <JobListCard
              key={job.id}
              job={{
                id: job.id,
                slug: job.slug,
                title: job.title,
                statusId: job.statusId,
                statusName: job.statusName,
                statusColor: job.statusColor ?? '#64748b',
                description: job.description,
                reward: job.reward,
                activeCount: job.active,
                waitingCount: job.waiting,
                progressPct: job.progressPct,
              }}
              onListCandidates={() =>
                void navigate(`${pathFor('applications')}?job=${encodeURIComponent(job.id)}`)
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}

function ActiveUsers() {
  const { t, i18n } = useTranslation();
  const users = useActiveUsers();
  if (users.isError)
    return (
      <LoadError
        message={t('dashboard.staff.activeUsersFailed')}
        onRetry={() => void users.refetch()}
      />
    );
  return (
    <DataTable
      value={users.data?.items ?? []}
      loading={users.isPending}
      dataKey="id"
      size="small"
      stripedRows
      aria-label={t('dashboard.staff.activeUsers')}
      className="dashboard-table"
      emptyMessage="—"
    >
      <Column field="name" header={t('dashboard.staff.name')} />
      <Column field="roleName" header={t('dashboard.staff.role')} />
      <Column
        header={t('dashboard.staff.lastSeen')}
        body={(row: { lastSeenAt: string }) =>
          new Date(row.lastSeenAt).toLocaleTimeString(i18n.language, {
            hour: '2-digit',
            minute: '2-digit',
          })
        }
      />
    </DataTable>
  );
}

export function StaffDashboard({ data }: { data: Of<'staff'> }) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  return (
    <>
      <h2 className="visually-hidden">{t('dashboard.staff.overview')}</h2>
      <div className="stat-tiles">
        <StatTile
          icon="pi pi-briefcase"
          label={t('dashboard.staff.openJobs')}
          value={data.openJobs}
        />
        <StatTile
          icon="pi pi-send"
          label={t('dashboard.staff.newReferrals')}
          value={data.newReferrals}
        />
        <StatTile icon="pi pi-check-circle" label={t('dashboard.staff.hires')} value={data.hires} />
        <StatTile
          icon="pi pi-users"
          label={t('dashboard.staff.activeUsers')}
          value={data.activeUsers}
        />
      </div>
      <div className="dashboard-columns">
        <section className="dashboard-section" aria-labelledby="dash-recent">
          <h2 id="dash-recent">{t('dashboard.staff.recentJobs')}</h2>
          <ul className="dashboard-jobs">
            {data.recentJobs.map((job) => (
              <li key={job.id} className="dashboard-job">
                <Link to={pathFor('jobDetail', { name: job.slug || 'job', id: job.id })}>
                  {job.title}
                </Link>
                <span className="dashboard-job__company">{job.companyName}</span>
                <StatusTag name={job.statusName} color={job.statusColor} />
                <span className="dashboard-job__place">{appDate.date(job.publishedAt)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="dashboard-section" aria-labelledby="dash-active">
          <h2 id="dash-active">{t('dashboard.staff.activeUsers')}</h2>
          <ActiveUsers />
        </section>
      </div>
    </>
  );
}
