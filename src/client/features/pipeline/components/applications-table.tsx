import { useTranslation } from 'react-i18next';
import { toCsv } from '#shared/format/csv.ts';
import { formatDate } from '#shared/format/date.ts';
import {
  APPLICATION_SORTS,
  type Application,
  type CandidateStatus,
} from '#shared/schemas/pipeline.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { downloadCsv } from '#client/lib/download-csv.ts';
import {
  applicationsQueryOptions,
  getApplications,
  type ApplicationsQuery,
} from '../api/get-applications.ts';
import { ApplicationActions, type ApplicationAction } from './application-actions.tsx';
import { StatusChip } from './status-chip.tsx';
import { statusById, statusName } from './status-label.ts';

/** The server-paged, sortable, filterable table of a job's applications, with CSV export. */
export function ApplicationsTable(props: {
  jobId: string;
  statuses: CandidateStatus[];
  canUpdate: boolean;
  isStaff: boolean;
  onAction: (action: ApplicationAction, application: Application) => void;
}) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const status = (row: Application) => statusById(props.statuses, row.statusId);

  /** The CSV is written here, in the reader's language, from the pages of the same query. */
  async function exportCsv(query: Omit<ApplicationsQuery, 'page' | 'size'>) {
    const rows: Application[] = [];
    for (let next = 1; ; next += 1) {
      const result = await getApplications(props.jobId, { ...query, page: next, size: 100 });
      rows.push(...result.items);
      if (rows.length >= result.total || result.items.length === 0) break;
    }
    const header = [
      t('pipeline.columns.candidate'),
      t('pipeline.columns.referrer'),
      t('pipeline.columns.status'),
      t('pipeline.columns.created'),
      t('pipeline.columns.updated'),
    ];
    const body = rows.map((row) => [
      row.candidateName,
      row.referrerName,
      statusName(status(row), i18n.language),
      // A file for spreadsheets: DD.MM.YYYY like the server's CSV exports (decision 16), not the
      // screen's "Nov 05, 2026".
      formatDate(row.createdAt),
      formatDate(row.updatedAt),
    ]);
    downloadCsv('applications.csv', toCsv([header, ...body]));
  }

  return (
    <AdminList
      texts={{
        tableLabel: t('pipeline.viewTable'),
        search: t('pipeline.filters.search'),
        empty: t('pipeline.emptyJob'),
        loadFailed: t('pipeline.loadFailed'),
        retry: t('common.tryAgain'),
        exportCsv: t('pipeline.filters.exportCsv'),
      }}
      defaultSort={{ field: 'updatedAt', order: 'desc' }}
      sorts={APPLICATION_SORTS}
      filters={[
        {
          kind: 'select',
          name: 'statusId',
          label: t('pipeline.filters.status'),
          placeholder: t('pipeline.filters.allStatuses'),
          options: props.statuses.map((item) => ({
            value: item.id,
            label: statusName(item, i18n.language),
          })),
        },
      ]}
      queryOptions={(query: ApplicationsQuery) => applicationsQueryOptions(props.jobId, query)}
      onExport={exportCsv}
      columns={[
        { field: 'candidateName', header: t('pipeline.columns.candidate'), sortable: true },
        { field: 'referrerName', header: t('pipeline.columns.referrer') },
        {
          field: 'statusId',
          header: t('pipeline.columns.status'),
          sortable: true,
          body: (row) => {
            const item = status(row);
            return (
              <StatusChip
                name={statusName(item, i18n.language)}
                color={item?.colorCode ?? '#64748b'}
              />
            );
          },
        },
        {
          field: 'createdAt',
          header: t('pipeline.columns.created'),
          sortable: true,
          body: (row) => appDate.date(row.createdAt),
        },
        {
          field: 'updatedAt',
          header: t('pipeline.columns.updated'),
          sortable: true,
          body: (row) => appDate.date(row.updatedAt),
        },
      ]}
      rowActions={{
        header: t('pipeline.columns.actions'),
        body: (row) => (
          <ApplicationActions
            application={row}
            jobId={props.jobId}
            canUpdate={props.canUpdate}
            isStaff={props.isStaff}
            onAction={props.onAction}
          />
        ),
      }}
    />
  );
}
