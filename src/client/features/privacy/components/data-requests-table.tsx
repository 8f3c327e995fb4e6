import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_SORTS,
  DATA_REQUEST_STATUSES,
} from '#shared/schemas/privacy.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { dataRequestsQueryOptions, useSetDataRequestStatus } from '../api/privacy-admin.ts';
import { DataRequestDialog } from './data-request-dialog.tsx';
import { DaysLeft } from './days-left.tsx';

/** Staff's data requests, the most urgent first: due date, days left, open or done. */
export function DataRequestsTable() {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const [adding, setAdding] = useState(false);
  const setStatus = useSetDataRequestStatus();
  return (
    <>
      <AdminList
        texts={{
          tableLabel: t('privacy.requests.tableLabel'),
          search: t('privacy.requests.search'),
          searchPlaceholder: t('privacy.requests.searchPlaceholder'),
          total: (count) => t('privacy.requests.total', { count }),
          empty: t('privacy.requests.empty'),
          loadFailed: t('privacy.requests.loadFailed'),
          retry: t('privacy.requests.retry'),
          exportCsv: t('privacy.requests.exportCsv'),
        }}
        defaultSort={{ field: 'dueOn', order: 'asc' }}
        sorts={DATA_REQUEST_SORTS}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('privacy.requests.status'),
            placeholder: t('privacy.requests.allStatuses'),
            options: DATA_REQUEST_STATUSES.map((value) => ({
              value,
              label: t(`privacy.requests.statuses.${value}`),
            })),
          },
          {
            kind: 'select',
            name: 'kind',
            label: t('privacy.requests.kind'),
            placeholder: t('privacy.requests.allKinds'),
            options: DATA_REQUEST_KINDS.map((value) => ({
              value,
              label: t(`privacy.requests.kinds.${value}`),
            })),
          },
        ]}
        queryOptions={dataRequestsQueryOptions}
        onExport={(query) =>
          exportCsv('/privacy/data-requests/export', { ...query }, 'data-requests.csv')
        }
        toolbarEnd={
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('privacy.requests.add')}
            onClick={() => setAdding(true)}
          />
        }
        tableMinWidth="52rem"
        columns={[
          { field: 'name', header: t('privacy.requests.columns.name'), sortable: true },
          { field: 'email', header: t('privacy.requests.columns.email') },
          {
            field: 'kind',
            header: t('privacy.requests.columns.kind'),
            sortable: true,
            body: (row) => t(`privacy.requests.kinds.${row.kind}`),
          },
          {
            field: 'receivedOn',
            header: t('privacy.requests.columns.receivedOn'),
            sortable: true,
            body: (row) => appDate.date(row.receivedOn),
          },
          {
            field: 'dueOn',
            header: t('privacy.requests.columns.dueOn'),
            sortable: true,
            body: (row) => appDate.date(row.dueOn),
          },
          {
            field: 'daysLeft',
            header: t('privacy.requests.columns.daysLeft'),
            body: (row) => <DaysLeft request={row} />,
          },
          {
            field: 'status',
            header: t('privacy.requests.columns.status'),
            sortable: true,
            body: (row) => (
              <span
                className={`status-pill status-pill--${row.status === 'done' ? 'success' : 'info'}`}
              >
                {t(`privacy.requests.statuses.${row.status}`)}
              </span>
            ),
          },
        ]}
        rowActions={{
          header: t('privacy.requests.columns.actions'),
          body: (row) => {
            const next = row.status === 'open' ? 'done' : 'open';
            return (
              <Button
                type="button"
                text
                icon={next === 'done' ? 'pi pi-check' : 'pi pi-replay'}
                aria-label={t(
                  next === 'done' ? 'privacy.requests.markDone' : 'privacy.requests.reopen',
                  {
                    name: row.name,
                  },
                )}
                loading={setStatus.isPending && setStatus.variables?.id === row.id}
                onClick={() =>
                  setStatus.mutate(
                    { id: row.id, status: next },
                    {
                      onError: () =>
                        showToast({ severity: 'error', summary: t('privacy.requests.saveFailed') }),
                    },
                  )
                }
              />
            );
          },
        }}
      />
      {adding && <DataRequestDialog onClose={() => setAdding(false)} />}
    </>
  );
}
