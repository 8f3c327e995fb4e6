import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { DashboardReferral } from '#shared/schemas/dashboard.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { StatusTag } from './status-tag.tsx';

/** The width below which a stacked table shows its rows as cards (dashboard.css says the same). */
const STACKED_BELOW = '576px';

/**
 * Referrals (recruiter) or applications (candidate) with their status; points for recruiters.
 * `stacked`: in a narrow window each row shows as a card of label and value lines (a table of
 * many columns does not fit 390 px).
 */
export function ReferralTable(props: {
  rows: DashboardReferral[];
  caption: string;
  empty: string;
  showPoints: boolean;
  showCandidate: boolean;
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  return (
    <DataTable
      value={props.rows}
      dataKey="id"
      size="small"
      stripedRows
      emptyMessage={props.empty}
      aria-label={props.caption}
      className={props.stacked ? 'dashboard-table dashboard-table--stacked' : 'dashboard-table'}
      // Stacked: each cell carries its column's title; PrimeReact's own rules use this width.
      responsiveLayout={props.stacked ? 'stack' : undefined}
      breakpoint={STACKED_BELOW}
    >
      <Column
        header={t('dashboard.columns.job')}
        body={(row: DashboardReferral) => (
          <Link to={pathFor('jobDetail', { name: row.jobSlug || 'job', id: row.jobId })}>
            {row.jobTitle}
          </Link>
        )}
      />
      <Column field="companyName" header={t('dashboard.columns.company')} />
      {props.showCandidate && (
        <Column field="candidateName" header={t('dashboard.columns.candidate')} />
      )}
      <Column
        header={t('dashboard.columns.status')}
        body={(row: DashboardReferral) => (
          <StatusTag name={row.statusName} color={row.statusColor} />
        )}
      />
      {props.showPoints && (
        <Column
          header={t('dashboard.columns.points')}
          body={(row: DashboardReferral) =>
            t('dashboard.recruiter.earned', { points: row.points, count: row.points })
          }
        />
      )}
      <Column
        header={t('dashboard.columns.date')}
        body={(row: DashboardReferral) => appDate.date(row.createdAt)}
      />
    </DataTable>
  );
}
