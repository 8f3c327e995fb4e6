import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '#shared/format/date.ts';
import { formatMoney } from '#shared/format/money.ts';
import type { JobSortField, JobSummary } from '#shared/schemas/jobs.ts';
import { jobDetailPath } from '#client/lib/job-path.ts';
import { JobLogo } from '#client/components/jobs/job-logo.tsx';
import { ReferApplyButtons } from '#client/components/jobs/refer-apply-buttons.tsx';
import type { LaunchableJob } from '#client/components/refer-apply/use-refer-apply.tsx';

export type JobsTableProps = {
  jobs: JobSummary[];
  total: number;
  page: number;
  size: number;
  sort: JobSortField;
  order: 'asc' | 'desc';
  loading: boolean;
  onPage: (page: number) => void;
  onSort: (sort: JobSortField, order: 'asc' | 'desc') => void;
  onRefer: (job: LaunchableJob) => void;
  onApply: (job: LaunchableJob) => void;
};

/** The results table: server-side paging (10 rows) and sorting by any column; a row opens the job. */
export function JobsTable(props: JobsTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const onSort = (event: DataTableStateEvent) => {
    const field = (event.sortField || 'createDate') as JobSortField;
    props.onSort(field, event.sortOrder === 1 ? 'asc' : 'desc');
  };
  return (
    <DataTable
      className="jobs-table"
      value={props.jobs}
      dataKey="id"
      lazy
      paginator
      rows={props.size}
      first={(props.page - 1) * props.size}
      totalRecords={props.total}
      loading={props.loading}
      onPage={(event) => props.onPage((event.page ?? 0) + 1)}
      sortField={props.sort}
      sortOrder={props.order === 'asc' ? 1 : -1}
      onSort={onSort}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      currentPageReportTemplate={t('jobs.list.report')}
      rowHover
      onRowClick={(event) => void navigate(jobDetailPath(event.data as JobSummary))}
      rowClassName={() => 'jobs-table__row'}
    >
      <Column
        header={t('jobs.list.columns.logo')}
        body={(job: JobSummary) => (
          <JobLogo
            src={job.companyLogoUrl}
            alt={t('jobs.card.logoAlt', { company: job.companyName })}
            size={40}
          />
        )}
        style={{ width: '4.5rem' }}
      />
      <Column
        field="company"
        header={t('jobs.list.columns.company')}
        sortable
        body={(job: JobSummary) => job.companyName}
      />
      <Column
        field="name"
        header={t('jobs.list.columns.name')}
        sortable
        body={(job: JobSummary) => (
          <Link to={jobDetailPath(job)} onClick={(event) => event.stopPropagation()}>
            {job.title}
          </Link>
        )}
      />
      <Column
        field="location"
        header={t('jobs.list.columns.location')}
        sortable
        body={(job: JobSummary) =>
          [job.cityName, job.countryName].filter(Boolean).join(', ') ||
          t('jobs.card.locationNotSpecified')
        }
      />
      <Column
        field="reward"
        header={t('jobs.list.columns.reward')}
        sortable
        body={(job: JobSummary) =>
          formatMoney(job.reward.amountMinor, job.reward.currency, i18n.language)
        }
      />
      <Column
        field="createDate"
        header={t('jobs.list.columns.createDate')}
        sortable
        body={(job: JobSummary) => formatDate(job.createdAt)}
      />
      <Column
        header={t('jobs.list.columns.actions')}
        body={(job: JobSummary) => (
          <ReferApplyButtons
            job={job}
            onRefer={props.onRefer}
            onApply={props.onApply}
            size="small"
          />
        )}
      />
    </DataTable>
  );
}
