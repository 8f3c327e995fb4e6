import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import {
  BATCH_SORTS,
  BATCH_STATUSES,
  markPaidSchema,
  type PayoutBatch,
} from '#shared/schemas/recruiter-payments.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { useMarkPaid, useMarkSent } from '../api/batch-actions.ts';
import { downloadBatchFile } from '../api/download-batch-file.ts';
import { batchesQueryOptions } from '../api/get-batches.ts';
import { BatchPayoutsDialog } from './batch-payouts-dialog.tsx';
import { failureText, toastDone, toastFailure } from './feedback.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const TONE = { created: 'info', sent: 'warning', paid: 'success' } as const;

/** The payout batches: their bank files, and the sent and paid steps. */
export function BatchesTable() {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const [payingBatch, setPayingBatch] = useState<PayoutBatch | null>(null);
  const [openBatch, setOpenBatch] = useState<PayoutBatch | null>(null);
  const markSent = useMarkSent();
  const markPaid = useMarkPaid();

  const download = (batch: PayoutBatch) =>
    downloadBatchFile(batch).catch((error: unknown) =>
      showToast({
        severity: 'error',
        summary: t('recruiterPayments.batches.downloadFailed'),
        detail: failureText(error, t),
      }),
    );

  const confirmSent = (batch: PayoutBatch) =>
    confirmDialog({
      header: t('recruiterPayments.batches.markSent', { id: batch.id }),
      message: t('recruiterPayments.batches.confirmSent', { id: batch.id }),
      acceptLabel: t('recruiterPayments.yes'),
      rejectLabel: t('recruiterPayments.no'),
      accept: () =>
        markSent.mutate(batch.id, {
          onSuccess: () => toastDone(t('recruiterPayments.batches.sent')),
          onError: (error) => toastFailure(error, t),
        }),
    });

  const actions = (batch: PayoutBatch) => (
    <span className="admin-actions">
      <Button
        type="button"
        icon="pi pi-download"
        text
        rounded
        aria-label={t('recruiterPayments.batches.download', { id: batch.id })}
        onClick={() => void download(batch)}
      />
      <Button
        type="button"
        icon="pi pi-list"
        text
        rounded
        aria-label={t('recruiterPayments.batches.payouts', { id: batch.id })}
        onClick={() => setOpenBatch(batch)}
      />
      <Button
        type="button"
        icon="pi pi-upload"
        text
        rounded
        disabled={batch.status !== 'created'}
        aria-label={t('recruiterPayments.batches.markSent', { id: batch.id })}
        onClick={() => confirmSent(batch)}
      />
      <Button
        type="button"
        icon="pi pi-check-circle"
        text
        rounded
        severity="success"
        disabled={batch.status !== 'sent'}
        aria-label={t('recruiterPayments.batches.markPaid', { id: batch.id })}
        onClick={() => setPayingBatch(batch)}
      />
    </span>
  );

  return (
    <>
      <AdminList
        texts={{
          tableLabel: t('recruiterPayments.batches.tableLabel'),
          search: t('recruiterPayments.search'),
          searchPlaceholder: t('recruiterPayments.batches.searchPlaceholder'),
          total: (count) => t('recruiterPayments.batches.total', { count }),
          empty: t('recruiterPayments.batches.empty'),
          emptyFiltered: t('recruiterPayments.batches.emptyFiltered'),
          loadFailed: t('recruiterPayments.batches.loadFailed'),
          retry: t('recruiterPayments.retry'),
          exportCsv: t('recruiterPayments.exportCsv'),
        }}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        sorts={BATCH_SORTS}
        filters={[
          {
            kind: 'select',
            name: 'currency',
            label: t('recruiterPayments.currency'),
            placeholder: t('recruiterPayments.allCurrencies'),
            options: CURRENCY_CODES.map((code) => ({ value: code, label: code })),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('recruiterPayments.batches.status'),
            placeholder: t('recruiterPayments.batches.allStatuses'),
            options: BATCH_STATUSES.map((value) => ({
              value,
              label: t(`recruiterPayments.batches.statuses.${value}`),
            })),
          },
        ]}
        queryOptions={batchesQueryOptions}
        onExport={(query) =>
          exportCsv('/recruiter-payments/batches/export', { ...query }, 'payout-batches.csv')
        }
        onExportError={(error) =>
          showToast({
            severity: 'error',
            summary: t('recruiterPayments.exportFailed'),
            detail: errorMessage(error, t),
          })
        }
        tableMinWidth="56rem"
        columns={[
          { field: 'id', header: t('recruiterPayments.batches.columns.id') },
          {
            field: 'createdAt',
            header: t('recruiterPayments.batches.columns.createdAt'),
            sortable: true,
            body: (batch) => appDate.date(batch.createdAt),
          },
          {
            field: 'currency',
            header: t('recruiterPayments.batches.columns.currency'),
            sortable: true,
          },
          {
            header: t('recruiterPayments.batches.columns.format'),
            body: (batch) => t(`recruiterPayments.batches.formats.${batch.format}`),
          },
          {
            field: 'count',
            header: t('recruiterPayments.batches.columns.count'),
            sortable: true,
            align: 'right',
            body: (batch) => batch.payoutCount,
          },
          {
            field: 'totalNet',
            header: t('recruiterPayments.batches.columns.totalNet'),
            sortable: true,
            align: 'right',
            body: (batch) => formatMoney(batch.totalNetMinor, batch.currency, i18n.language),
          },
          {
            field: 'status',
            header: t('recruiterPayments.batches.columns.status'),
            sortable: true,
            body: (batch) => (
              <span className={`status-pill status-pill--${TONE[batch.status]}`}>
                {t(`recruiterPayments.batches.statuses.${batch.status}`)}
              </span>
            ),
          },
          {
            header: t('recruiterPayments.batches.columns.bankReference'),
            body: (batch) => batch.bankReference ?? '',
          },
        ]}
        rowActions={{ header: t('recruiterPayments.actionsColumn'), body: actions }}
      />
      {payingBatch && (
        <ReasonDialog
          title={t('recruiterPayments.paidDialog.title', { id: payingBatch.id })}
          intro={t('recruiterPayments.paidDialog.intro')}
          label={t('recruiterPayments.paidDialog.bankReference')}
          saveLabel={t('recruiterPayments.paidDialog.save')}
          schema={markPaidSchema}
          field="bankReference"
          pending={markPaid.isPending}
          onClose={() => setPayingBatch(null)}
          onSave={(bankReference) =>
            markPaid.mutate(
              { id: payingBatch.id, bankReference },
              {
                onSuccess: () => {
                  setPayingBatch(null);
                  toastDone(t('recruiterPayments.batches.paid'));
                },
                onError: (error) => toastFailure(error, t),
              },
            )
          }
        />
      )}
      {openBatch && <BatchPayoutsDialog batch={openBatch} onClose={() => setOpenBatch(null)} />}
    </>
  );
}
