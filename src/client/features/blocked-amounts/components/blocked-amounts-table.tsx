import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import {
  BLOCKED_SORTS,
  BLOCKED_STATES,
  type BlockedAmount,
  type BlockedState,
} from '#shared/schemas/blocked-amounts.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { blockedAmountsQueryOptions } from '../api/get-blocked-amounts.ts';
import { useEndGuarantee } from '../api/reward-actions.ts';
import { FailGuaranteeDialog } from './fail-guarantee-dialog.tsx';

const STATE_TONE: Record<BlockedState, 'info' | 'warning' | 'success'> = {
  committed: 'info',
  owed: 'warning',
  guarantee: 'success',
};

/** Blocked amounts on the list kit; staff also see every company and act on held rewards. */
export function BlockedAmountsTable(props: { isStaff: boolean }) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const endGuarantee = useEndGuarantee();
  const [failing, setFailing] = useState<BlockedAmount | null>(null);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const names = (row: BlockedAmount) => ({
    job: row.jobTitle,
    candidate: row.candidateName ?? '',
    amount: money(row.amountMinor, row.currency),
  });

  const confirmEnd = (row: BlockedAmount) =>
    confirmDialog({
      header: t('blockedAmounts.confirm.title'),
      message: t('blockedAmounts.confirm.message', names(row)),
      acceptLabel: t('blockedAmounts.confirm.yes'),
      rejectLabel: t('blockedAmounts.confirm.no'),
      accept: () =>
        row.rewardId &&
        endGuarantee.mutate(row.rewardId, {
          onSuccess: (result) =>
            showToast({
              severity: 'success',
              summary: t(
                result.status === 'earned'
                  ? 'blockedAmounts.toasts.endedEarned'
                  : 'blockedAmounts.toasts.endedWaiting',
              ),
            }),
          onError: (error) =>
            showToast({
              severity: 'error',
              summary: t('blockedAmounts.toasts.error'),
              detail: errorMessage(error, t),
            }),
        }),
    });

  const actions = (row: BlockedAmount) =>
    row.rewardId ? (
      <span className="admin-actions blocked-actions">
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-calendar-times"
          label={t('blockedAmounts.actions.endGuaranteeLabel')}
          aria-label={t('blockedAmounts.actions.endGuarantee', names(row))}
          onClick={() => confirmEnd(row)}
        />
        <Button
          type="button"
          size="small"
          outlined
          severity="danger"
          icon="pi pi-user-minus"
          label={t('blockedAmounts.actions.guaranteeFailedLabel')}
          aria-label={t('blockedAmounts.actions.guaranteeFailed', names(row))}
          onClick={() => setFailing(row)}
        />
      </span>
    ) : null;

  return (
    <>
      <AdminList
        texts={{
          tableLabel: t('blockedAmounts.tableLabel'),
          search: t('blockedAmounts.search'),
          searchPlaceholder: t('blockedAmounts.searchPlaceholder'),
          total: (count) => t('blockedAmounts.total', { count }),
          empty: t('blockedAmounts.empty'),
          emptyFiltered: t('blockedAmounts.emptyFiltered'),
          loadFailed: t('blockedAmounts.loadFailed'),
          retry: t('blockedAmounts.retry'),
          exportCsv: t('blockedAmounts.exportCsv'),
        }}
        defaultSort={{ field: 'guaranteeEndsAt', order: 'asc' }}
        sorts={BLOCKED_SORTS}
        filters={[
          props.isStaff && {
            kind: 'text',
            name: 'company',
            label: t('blockedAmounts.company'),
            placeholder: t('blockedAmounts.companyPlaceholder'),
          },
          {
            kind: 'select',
            name: 'currency',
            label: t('blockedAmounts.currency'),
            placeholder: t('blockedAmounts.allCurrencies'),
            options: CURRENCY_CODES.map((code) => ({ value: code, label: code })),
          },
          {
            kind: 'select',
            name: 'state',
            label: t('blockedAmounts.state'),
            placeholder: t('blockedAmounts.allStates'),
            options: BLOCKED_STATES.map((value) => ({
              value,
              label: t(`blockedAmounts.states.${value}`),
            })),
          },
        ]}
        queryOptions={blockedAmountsQueryOptions}
        onExport={(query) =>
          exportCsv('/blocked-amounts/export', { ...query }, 'blocked-amounts.csv')
        }
        onExportError={(error) =>
          showToast({
            severity: 'error',
            summary: t('blockedAmounts.exportFailed'),
            detail: errorMessage(error, t),
          })
        }
        tableMinWidth={props.isStaff ? '72rem' : '56rem'}
        columns={[
          props.isStaff && {
            field: 'company',
            header: t('blockedAmounts.columns.company'),
            sortable: true,
            body: (row) => row.companyName,
          },
          {
            field: 'job',
            header: t('blockedAmounts.columns.job'),
            sortable: true,
            body: (row) => (
              <span className="blocked-job">
                {row.jobTitle}
                <small>{row.jobReference}</small>
              </span>
            ),
          },
          {
            header: t('blockedAmounts.columns.state'),
            body: (row) => (
              <span
                className={`status-pill status-pill--${STATE_TONE[row.state]}`}
                title={t(`blockedAmounts.stateHints.${row.state}`)}
              >
                {t(`blockedAmounts.states.${row.state}`)}
              </span>
            ),
          },
          {
            header: t('blockedAmounts.columns.hire'),
            body: (row) =>
              row.candidateName ? (
                <span className="blocked-job">
                  {t('blockedAmounts.hireOf', {
                    candidate: row.candidateName,
                    referrer: row.referrerName ?? '',
                  })}
                  {row.invoiceNumber && (
                    <small>{t('blockedAmounts.invoice', { number: row.invoiceNumber })}</small>
                  )}
                </span>
              ) : (
                t('blockedAmounts.noDate')
              ),
          },
          {
            field: 'amount',
            header: t('blockedAmounts.columns.amount'),
            sortable: true,
            align: 'right',
            body: (row) => money(row.amountMinor, row.currency),
          },
          {
            header: t('blockedAmounts.columns.owed'),
            align: 'right',
            body: (row) => (row.owedMinor > 0 ? money(row.owedMinor, row.currency) : '—'),
          },
          {
            field: 'hiredAt',
            header: t('blockedAmounts.columns.hiredAt'),
            sortable: true,
            body: (row) => (row.hiredAt ? appDate.date(row.hiredAt) : t('blockedAmounts.noDate')),
          },
          {
            field: 'guaranteeEndsAt',
            header: t('blockedAmounts.columns.guaranteeEndsAt'),
            sortable: true,
            body: (row) =>
              row.guaranteeEndsAt ? appDate.date(row.guaranteeEndsAt) : t('blockedAmounts.noDate'),
          },
        ]}
        rowActions={
          props.isStaff ? { header: t('blockedAmounts.actionsColumn'), body: actions } : undefined
        }
      />
      {failing && <FailGuaranteeDialog row={failing} onClose={() => setFailing(null)} />}
    </>
  );
}
