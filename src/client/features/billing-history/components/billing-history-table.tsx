import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import {
  BILLING_HISTORY_SORTS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type BillingHistoryItem,
} from '#shared/schemas/billing-history.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { billingHistoryQueryOptions } from '../api/get-billing-history.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceStatusPill } from './invoice-status.tsx';

/** VAT of a row: the amount and rate, or "Reverse charge". */
function vatText(row: BillingHistoryItem, lang: string, reverseCharge: string) {
  if (row.reverseCharge) return reverseCharge;
  const rate = row.vatRateBp / 100;
  return `${formatMoney(row.vatMinor, row.currency, lang)} (${lang === 'tr' ? `%${rate}` : `${rate}%`})`;
}

/**
 * Invoices and credit notes: server paging, sorting and filters, CSV export, a PDF per row; a
 * company member pays an unpaid invoice from here. Staff see every company, with a company filter.
 */
export function BillingHistoryTable(props: { isStaff: boolean }) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const money = (minor: number, currency: string) => formatMoney(minor, currency, lang);
  return (
    <AdminList
      texts={{
        tableLabel: t('billingHistory.tableLabel'),
        search: t('billingHistory.search'),
        searchPlaceholder: t('billingHistory.searchPlaceholder'),
        total: (count) => t('billingHistory.total', { count }),
        empty: t('billingHistory.empty'),
        emptyFiltered: t('billingHistory.emptyFiltered'),
        loadFailed: t('billingHistory.loadFailed'),
        retry: t('billingHistory.retry'),
        exportCsv: t('billingHistory.exportCsv'),
      }}
      defaultSort={{ field: 'issuedAt', order: 'desc' }}
      sorts={BILLING_HISTORY_SORTS}
      filters={[
        {
          kind: 'select',
          name: 'kind',
          label: t('billingHistory.kind'),
          placeholder: t('billingHistory.allKinds'),
          options: INVOICE_KINDS.map((value) => ({
            value,
            label: t(`billingHistory.kinds.${value}`),
          })),
        },
        {
          kind: 'select',
          name: 'status',
          label: t('billingHistory.status'),
          placeholder: t('billingHistory.allStatuses'),
          options: INVOICE_STATUSES.map((value) => ({
            value,
            label: t(`billingHistory.statuses.${value}`),
          })),
        },
        {
          kind: 'select',
          name: 'currency',
          label: t('billingHistory.currency'),
          placeholder: t('billingHistory.allCurrencies'),
          options: CURRENCY_CODES.map((value) => ({ value, label: value })),
        },
        {
          kind: 'date',
          name: 'issuedFrom',
          label: t('billingHistory.issuedFrom'),
          before: 'issuedTo',
        },
        {
          kind: 'date',
          name: 'issuedTo',
          label: t('billingHistory.issuedTo'),
          after: 'issuedFrom',
        },
        props.isStaff && {
          kind: 'text',
          name: 'company',
          label: t('billingHistory.company'),
          placeholder: t('billingHistory.companyPlaceholder'),
        },
      ]}
      queryOptions={billingHistoryQueryOptions}
      onExport={(query) =>
        exportCsv('/billing-history/export', { ...query }, 'billing-history.csv')
      }
      onExportError={(error) =>
        showToast({
          severity: 'error',
          summary: t('billingHistory.exportFailed'),
          detail: errorMessage(error, t),
        })
      }
      tableMinWidth={props.isStaff ? '74rem' : '66rem'}
      columns={[
        { field: 'number', header: t('billingHistory.columns.number'), sortable: true },
        {
          field: 'issuedAt',
          header: t('billingHistory.columns.issuedAt'),
          sortable: true,
          body: (row) => appDate.date(row.issuedAt),
        },
        props.isStaff && {
          field: 'company',
          header: t('billingHistory.columns.company'),
          sortable: true,
          body: (row) => row.companyName,
        },
        {
          field: 'kind',
          header: t('billingHistory.columns.kind'),
          sortable: true,
          body: (row) => t(`billingHistory.kinds.${row.kind}`),
        },
        {
          header: t('billingHistory.columns.job'),
          body: (row) =>
            row.jobTitle ? (
              <span className="billing-job">
                <span>{row.jobTitle}</span>
                <span className="billing-job__code">{row.referenceCode}</span>
              </span>
            ) : (
              '—'
            ),
        },
        {
          header: t('billingHistory.columns.net'),
          align: 'right',
          body: (row) => money(row.netMinor, row.currency),
        },
        {
          header: t('billingHistory.columns.vat'),
          align: 'right',
          body: (row) => vatText(row, lang, t('billingHistory.reverseCharge')),
        },
        {
          field: 'total',
          header: t('billingHistory.columns.total'),
          sortable: true,
          align: 'right',
          body: (row) => <strong>{money(row.totalMinor, row.currency)}</strong>,
        },
        { field: 'currency', header: t('billingHistory.columns.currency'), sortable: true },
        {
          field: 'status',
          header: t('billingHistory.columns.status'),
          sortable: true,
          body: (row) => <InvoiceStatusPill status={row.status} />,
        },
      ]}
      rowActions={{
        header: t('billingHistory.columns.actions'),
        body: (row) => <InvoiceActions invoice={row} canPay={!props.isStaff} />,
      }}
    />
  );
}
