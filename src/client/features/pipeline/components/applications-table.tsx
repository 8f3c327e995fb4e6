import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_SELECT } from './hidden-select.ts';
import { formatDate } from '#shared/format/date.ts';
import {
  APPLICATION_SORTS,
  type Application,
  type CandidateStatus,
} from '#shared/schemas/pipeline.ts';
import {
  getApplications,
  useApplications,
  type ApplicationsQuery,
} from '../api/get-applications.ts';
import { ApplicationActions, type ApplicationAction } from './application-actions.tsx';
import { toCsv } from '#shared/format/csv.ts';
import { downloadCsv } from '#client/lib/download-csv.ts';
import { StatusChip } from './status-chip.tsx';
import { statusById, statusName } from './status-label.ts';

type Sort = (typeof APPLICATION_SORTS)[number];
const isSort = (value: unknown): value is Sort =>
  (APPLICATION_SORTS as readonly unknown[]).includes(value);

/** The server-paged, sortable, filterable table of a job's applications, with CSV export. */
export function ApplicationsTable(props: {
  jobId: string;
  statuses: CandidateStatus[];
  canUpdate: boolean;
  isStaff: boolean;
  onAction: (action: ApplicationAction, application: Application) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [statusId, setStatusId] = useState<number | null>(null);
  const [page, setPage] = useState({ first: 0, rows: 10 });
  const [sort, setSort] = useState<{ field: Sort; order: 'asc' | 'desc' }>({
    field: 'updatedAt',
    order: 'desc',
  });
  const [exporting, setExporting] = useState(false);
  const query: ApplicationsQuery = {
    page: Math.floor(page.first / page.rows) + 1,
    size: page.rows,
    sort: sort.field,
    order: sort.order,
    statusId: statusId ?? undefined,
    q: q || undefined,
  };
  const list = useApplications(props.jobId, query);
  const status = (row: Application) => statusById(props.statuses, row.statusId);

  async function exportCsv() {
    setExporting(true);
    try {
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
        formatDate(row.createdAt),
        formatDate(row.updatedAt),
      ]);
      downloadCsv('applications.csv', toCsv([header, ...body]));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="pipeline-table">
      <div className="pipeline-toolbar">
        <span className="pipeline-field pipeline-field--inline">
          <label htmlFor={`${id}-search`}>{t('pipeline.filters.search')}</label>
          <InputText
            id={`${id}-search`}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage((previous) => ({ ...previous, first: 0 }));
            }}
          />
        </span>
        <span className="pipeline-field pipeline-field--inline">
          <label htmlFor={`${id}-status`}>{t('pipeline.filters.status')}</label>
          <Dropdown
            pt={HIDDEN_SELECT}
            inputId={`${id}-status`}
            value={statusId}
            showClear
            placeholder={t('pipeline.filters.allStatuses')}
            options={props.statuses.map((item) => ({
              value: item.id,
              label: statusName(item, i18n.language),
            }))}
            onChange={(event) => {
              setStatusId((event.value as number | null) ?? null);
              setPage((previous) => ({ ...previous, first: 0 }));
            }}
          />
        </span>
        <Button
          type="button"
          icon="pi pi-download"
          label={t('pipeline.filters.exportCsv')}
          outlined
          loading={exporting}
          onClick={() => void exportCsv()}
        />
      </div>
      <DataTable
        value={list.data?.items ?? []}
        dataKey="id"
        lazy
        paginator
        first={page.first}
        rows={page.rows}
        totalRecords={list.data?.total ?? 0}
        onPage={(event: DataTableStateEvent) => setPage({ first: event.first, rows: event.rows })}
        sortField={sort.field}
        sortOrder={sort.order === 'asc' ? 1 : -1}
        onSort={(event: DataTableStateEvent) => {
          if (isSort(event.sortField))
            setSort({ field: event.sortField, order: event.sortOrder === 1 ? 'asc' : 'desc' });
        }}
        loading={list.isFetching}
        emptyMessage={list.isError ? t('pipeline.loadFailed') : t('pipeline.emptyJob')}
        size="small"
        stripedRows
        aria-label={t('pipeline.viewTable')}
      >
        <Column field="candidateName" header={t('pipeline.columns.candidate')} sortable />
        <Column field="referrerName" header={t('pipeline.columns.referrer')} />
        <Column
          field="statusId"
          header={t('pipeline.columns.status')}
          sortable
          body={(row: Application) => {
            const item = status(row);
            return (
              <StatusChip
                name={statusName(item, i18n.language)}
                color={item?.colorCode ?? '#64748b'}
              />
            );
          }}
        />
        <Column
          field="createdAt"
          header={t('pipeline.columns.created')}
          sortable
          body={(row: Application) => formatDate(row.createdAt)}
        />
        <Column
          field="updatedAt"
          header={t('pipeline.columns.updated')}
          sortable
          body={(row: Application) => formatDate(row.updatedAt)}
        />
        <Column
          header={t('pipeline.columns.actions')}
          body={(row: Application) => (
            <ApplicationActions
              application={row}
              jobId={props.jobId}
              canUpdate={props.canUpdate}
              isStaff={props.isStaff}
              onAction={props.onAction}
            />
          )}
        />
      </DataTable>
    </div>
  );
}
