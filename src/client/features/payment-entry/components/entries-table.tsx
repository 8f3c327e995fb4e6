import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import { ENTRY_DIRECTIONS, ENTRY_SORTS, type Entry } from '#shared/schemas/payment-entry.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { entriesQueryOptions } from '../api/get-entries.ts';

/** The payments recorded by hand, newest first. */
export function EntriesTable() {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);

  const paidFor = (entry: Entry) =>
    entry.direction === 'in'
      ? t('paymentEntry.list.invoiceOf', {
          number: entry.invoiceNumber ?? '',
          company: entry.companyName ?? '',
        })
      : t('paymentEntry.list.payoutTo', {
          name: entry.recruiterName ?? '',
          statement: entry.statementNumber ?? '',
          net: money(entry.netMinor ?? 0, entry.currency),
        });

  return (
    <AdminList
      texts={{
        tableLabel: t('paymentEntry.list.tableLabel'),
        search: t('paymentEntry.list.search'),
        searchPlaceholder: t('paymentEntry.list.searchPlaceholder'),
        total: (count) => t('paymentEntry.list.total', { count }),
        empty: t('paymentEntry.list.empty'),
        emptyFiltered: t('paymentEntry.list.emptyFiltered'),
        loadFailed: t('paymentEntry.list.loadFailed'),
        retry: t('paymentEntry.list.retry'),
        exportCsv: t('paymentEntry.list.exportCsv'),
      }}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      sorts={ENTRY_SORTS}
      filters={[
        {
          kind: 'select',
          name: 'direction',
          label: t('paymentEntry.list.direction'),
          placeholder: t('paymentEntry.list.allDirections'),
          options: ENTRY_DIRECTIONS.map((value) => ({
            value,
            label: t(`paymentEntry.list.directions.${value}`),
          })),
        },
        {
          kind: 'select',
          name: 'currency',
          label: t('paymentEntry.list.currency'),
          placeholder: t('paymentEntry.list.allCurrencies'),
          options: CURRENCY_CODES.map((code) => ({ value: code, label: code })),
        },
      ]}
      queryOptions={entriesQueryOptions}
      onExport={(query) => exportCsv('/payment-entry/export', { ...query }, 'payment-entries.csv')}
      onExportError={(error) =>
        showToast({
          severity: 'error',
          summary: t('paymentEntry.list.exportFailed'),
          detail: errorMessage(error, t),
        })
      }
      tableMinWidth="56rem"
      columns={[
        {
          field: 'paidOn',
          header: t('paymentEntry.list.columns.paidOn'),
          sortable: true,
          body: (entry) => appDate.date(entry.paidOn),
        },
        {
          field: 'direction',
          header: t('paymentEntry.list.columns.direction'),
          sortable: true,
          body: (entry) => (
            <span
              className={`status-pill status-pill--${entry.direction === 'in' ? 'success' : 'info'}`}
            >
              {t(`paymentEntry.list.directions.${entry.direction}`)}
            </span>
          ),
        },
        {
          field: 'amount',
          header: t('paymentEntry.list.columns.amount'),
          sortable: true,
          align: 'right',
          body: (entry) => money(entry.amountMinor, entry.currency),
        },
        { field: 'reference', header: t('paymentEntry.list.columns.reference'), sortable: true },
        { header: t('paymentEntry.list.columns.counterparty'), body: paidFor },
        {
          header: t('paymentEntry.list.columns.createdBy'),
          body: (entry) => entry.createdByName ?? '',
        },
      ]}
    />
  );
}
