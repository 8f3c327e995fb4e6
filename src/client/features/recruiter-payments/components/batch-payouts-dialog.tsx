import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format/money.ts';
import { PAYOUT_STATUSES } from '#shared/schemas/payout.ts';
import {
  PAYOUT_SORTS,
  returnPayoutSchema,
  type Payout,
  type PayoutBatch,
} from '#shared/schemas/recruiter-payments.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { useMarkReturned } from '../api/batch-actions.ts';
import { useBatch } from '../api/get-batch.ts';
import { batchPayoutsQueryOptions } from '../api/get-batch-payouts.ts';
import { toastDone, toastFailure } from './feedback.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const TONE = { created: 'info', sent: 'warning', paid: 'success', returned: 'danger' } as const;

/** The payouts of one batch, with the batch's totals; a sent or paid payout can be returned. */
export function BatchPayoutsDialog(props: { batch: PayoutBatch; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { batch } = props;
  const detail = useBatch(batch.id);
  const [returning, setReturning] = useState<Payout | null>(null);
  const markReturned = useMarkReturned();
  const money = (minor: number) => formatMoney(minor, batch.currency, i18n.language);

  const actions = (payout: Payout) => (
    <Button
      type="button"
      icon="pi pi-replay"
      text
      rounded
      severity="danger"
      disabled={payout.status !== 'sent' && payout.status !== 'paid'}
      aria-label={t('recruiterPayments.payouts.markReturned', {
        statement: payout.statementNumber,
        name: payout.recruiterName,
      })}
      onClick={() => setReturning(payout)}
    />
  );

  return (
    <Dialog
      visible
      modal
      header={t('recruiterPayments.payouts.title', { id: batch.id })}
      onHide={props.onClose}
      style={{ width: '72rem', maxWidth: '96vw' }}
      footer={<Button type="button" label={t('recruiterPayments.close')} onClick={props.onClose} />}
    >
      {detail.data && (
        <p className="payout-summary">
          {t('recruiterPayments.payouts.summary', {
            gross: money(detail.data.totalGrossMinor),
            withholding: money(detail.data.totalWithholdingMinor),
            net: money(detail.data.totalNetMinor),
          })}
        </p>
      )}
      <AdminList
        texts={{
          tableLabel: t('recruiterPayments.payouts.tableLabel'),
          search: t('recruiterPayments.search'),
          searchPlaceholder: t('recruiterPayments.payouts.searchPlaceholder'),
          total: (count) => t('recruiterPayments.payouts.total', { count }),
          empty: t('recruiterPayments.payouts.empty'),
          emptyFiltered: t('recruiterPayments.payouts.emptyFiltered'),
          loadFailed: t('recruiterPayments.payouts.loadFailed'),
          retry: t('recruiterPayments.retry'),
          exportCsv: t('recruiterPayments.exportCsv'),
        }}
        defaultSort={{ field: 'statementNumber', order: 'asc' }}
        sorts={PAYOUT_SORTS}
        params={{ batchId: batch.id }}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('recruiterPayments.payouts.status'),
            placeholder: t('recruiterPayments.payouts.allStatuses'),
            options: PAYOUT_STATUSES.map((value) => ({
              value,
              label: t(`recruiterPayments.payouts.statuses.${value}`),
            })),
          },
        ]}
        queryOptions={batchPayoutsQueryOptions}
        onExport={({ batchId: _batchId, ...query }) =>
          exportCsv(
            `/recruiter-payments/batches/${batch.id}/payouts/export`,
            { ...query },
            `batch-${batch.id}-payouts.csv`,
          )
        }
        onExportError={(error) =>
          showToast({
            severity: 'error',
            summary: t('recruiterPayments.exportFailed'),
            detail: errorMessage(error, t),
          })
        }
        tableMinWidth="60rem"
        columns={[
          {
            field: 'statementNumber',
            header: t('recruiterPayments.payouts.columns.statement'),
            sortable: true,
          },
          {
            field: 'recruiter',
            header: t('recruiterPayments.payouts.columns.recruiter'),
            sortable: true,
            body: (payout) => payout.recruiterName,
          },
          { field: 'iban', header: t('recruiterPayments.payouts.columns.iban') },
          {
            field: 'gross',
            header: t('recruiterPayments.payouts.columns.gross'),
            sortable: true,
            align: 'right',
            body: (payout) => money(payout.grossMinor),
          },
          {
            header: t('recruiterPayments.payouts.columns.withholding'),
            align: 'right',
            body: (payout) => money(payout.withholdingMinor),
          },
          {
            field: 'net',
            header: t('recruiterPayments.payouts.columns.net'),
            sortable: true,
            align: 'right',
            body: (payout) => money(payout.netMinor),
          },
          {
            field: 'status',
            header: t('recruiterPayments.payouts.columns.status'),
            sortable: true,
            body: (payout) => (
              <span
                className={`status-pill status-pill--${TONE[payout.status]}`}
                title={payout.returnReason ?? undefined}
              >
                {t(`recruiterPayments.payouts.statuses.${payout.status}`)}
              </span>
            ),
          },
        ]}
        rowActions={{ header: t('recruiterPayments.actionsColumn'), body: actions }}
      />
      {returning && (
        <ReasonDialog
          title={t('recruiterPayments.returnDialog.title', {
            statement: returning.statementNumber,
          })}
          intro={t('recruiterPayments.returnDialog.intro')}
          label={t('recruiterPayments.returnDialog.reason')}
          saveLabel={t('recruiterPayments.returnDialog.save')}
          multiline
          schema={returnPayoutSchema}
          field="reason"
          pending={markReturned.isPending}
          onClose={() => setReturning(null)}
          onSave={(reason) =>
            markReturned.mutate(
              { id: returning.id, reason },
              {
                onSuccess: () => {
                  setReturning(null);
                  toastDone(t('recruiterPayments.returnDialog.done'));
                },
                onError: (error) => toastFailure(error, t),
              },
            )
          }
        />
      )}
    </Dialog>
  );
}
