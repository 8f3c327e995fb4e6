import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import { PAYOUT_STATUSES } from '#shared/schemas/payout.ts';
import { RECRUITER_BILLING_HISTORY_SORTS } from '#shared/schemas/recruiter-billing-history.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { payoutsQueryOptions } from '../api/get-payouts.ts';
import { PayoutStatusPill } from './payout-status.tsx';
import { StatementDownload } from './statement-download.tsx';

/**
 * Payouts with their self-billing statements: server paging, sorting and filters, CSV export, a
 * PDF per row. Staff see every recruiter, with a recruiter filter.
 */
export function PayoutsTable(props: { isStaff: boolean }) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const money = (minor: number, currency: string) => formatMoney(minor, currency, lang);
  return (
    <AdminList
      texts={{
        tableLabel: t('recruiterBillingHistory.tableLabel'),
        search: t('recruiterBillingHistory.search'),
        searchPlaceholder: t('recruiterBillingHistory.searchPlaceholder'),
        total: (count) => t('recruiterBillingHistory.total', { count }),
        empty: t('recruiterBillingHistory.empty'),
        emptyFiltered: t('recruiterBillingHistory.emptyFiltered'),
        loadFailed: t('recruiterBillingHistory.loadFailed'),
        retry: t('recruiterBillingHistory.retry'),
        exportCsv: t('recruiterBillingHistory.exportCsv'),
      }}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      sorts={RECRUITER_BILLING_HISTORY_SORTS}
      filters={[
        {
          kind: 'select',
          name: 'status',
          label: t('recruiterBillingHistory.status'),
          placeholder: t('recruiterBillingHistory.allStatuses'),
          options: PAYOUT_STATUSES.map((value) => ({
            value,
            label: t(`recruiterBillingHistory.statuses.${value}`),
          })),
        },
        {
          kind: 'select',
          name: 'currency',
          label: t('recruiterBillingHistory.currency'),
          placeholder: t('recruiterBillingHistory.allCurrencies'),
          options: CURRENCY_CODES.map((value) => ({ value, label: value })),
        },
        {
          kind: 'date',
          name: 'createdFrom',
          label: t('recruiterBillingHistory.createdFrom'),
          before: 'createdTo',
        },
        {
          kind: 'date',
          name: 'createdTo',
          label: t('recruiterBillingHistory.createdTo'),
          after: 'createdFrom',
        },
        props.isStaff && {
          kind: 'text',
          name: 'recruiter',
          label: t('recruiterBillingHistory.recruiter'),
          placeholder: t('recruiterBillingHistory.recruiterPlaceholder'),
        },
      ]}
      queryOptions={payoutsQueryOptions}
      onExport={(query) =>
        exportCsv(
          '/recruiter-billing-history/export',
          { ...query },
          'recruiter-billing-history.csv',
        )
      }
      onExportError={(error) =>
        showToast({
          severity: 'error',
          summary: t('recruiterBillingHistory.exportFailed'),
          detail: errorMessage(error, t),
        })
      }
      tableMinWidth={props.isStaff ? '72rem' : '62rem'}
      columns={[
        {
          field: 'statementNumber',
          header: t('recruiterBillingHistory.columns.statementNumber'),
          sortable: true,
        },
        {
          field: 'createdAt',
          header: t('recruiterBillingHistory.columns.createdAt'),
          sortable: true,
          body: (row) => appDate.date(row.createdAt),
        },
        props.isStaff && {
          field: 'recruiter',
          header: t('recruiterBillingHistory.columns.recruiter'),
          sortable: true,
          body: (row) => (
            <span className="payout-recruiter">
              <span>{row.recruiterName}</span>
              <span className="payout-recruiter__email">{row.recruiterEmail}</span>
            </span>
          ),
        },
        {
          field: 'gross',
          header: t('recruiterBillingHistory.columns.gross'),
          sortable: true,
          align: 'right',
          body: (row) => money(row.grossMinor, row.currency),
        },
        {
          header: t('recruiterBillingHistory.columns.withholding'),
          align: 'right',
          body: (row) => money(row.withholdingMinor, row.currency),
        },
        {
          field: 'net',
          header: t('recruiterBillingHistory.columns.net'),
          sortable: true,
          align: 'right',
          body: (row) => <strong>{money(row.netMinor, row.currency)}</strong>,
        },
        {
          field: 'currency',
          header: t('recruiterBillingHistory.columns.currency'),
          sortable: true,
        },
        {
          field: 'status',
          header: t('recruiterBillingHistory.columns.status'),
          sortable: true,
          body: (row) => <PayoutStatusPill status={row.status} />,
        },
        {
          header: t('recruiterBillingHistory.columns.bankReference'),
          body: (row) => row.bankReference ?? '—',
        },
      ]}
      rowActions={{
        header: t('recruiterBillingHistory.columns.actions'),
        body: (row) => <StatementDownload payout={row} />,
      }}
    />
  );
}
