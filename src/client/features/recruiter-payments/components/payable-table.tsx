import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import { PAYABLE_SORTS, type PayableRecruiter } from '#shared/schemas/recruiter-payments.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { payableQueryOptions } from '../api/get-payable.ts';
import { CreateBatchDialog } from './create-batch-dialog.tsx';

type Selection = {
  selected: ReadonlyMap<string, PayableRecruiter>;
  toggle: (row: PayableRecruiter, on: boolean) => void;
};

// PrimeReact's DataTable keeps a cell as it is while its row's data stays the same; the tick
// boxes read the selection from this context, so they follow it anyway.
const SelectionContext = createContext<Selection>({ selected: new Map(), toggle: () => {} });

function SelectBox({ row }: { row: PayableRecruiter }) {
  const { t } = useTranslation();
  const { selected, toggle } = useContext(SelectionContext);
  return (
    <Checkbox
      inputId={`payable-${row.id}`}
      checked={selected.has(row.id)}
      disabled={!row.selectable}
      aria-label={t('recruiterPayments.payable.selectRow', {
        name: row.name,
        currency: row.currency,
      })}
      onChange={(event) => toggle(row, Boolean(event.checked))}
    />
  );
}

const pill = (tone: 'success' | 'danger' | 'warning', text: string) => (
  <span className={`status-pill status-pill--${tone}`}>{text}</span>
);

/**
 * Recruiters with a payable balance, one row per currency. Staff tick the selectable rows (the
 * selection survives paging and filters) and make payout batches of them.
 */
export function PayableTable() {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<Map<string, PayableRecruiter>>(new Map());
  const [confirming, setConfirming] = useState(false);

  const toggle = (row: PayableRecruiter, on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  const billingCell = (row: PayableRecruiter) => (
    <span className="payout-flags">
      {row.billingComplete
        ? pill('success', t('recruiterPayments.payable.complete'))
        : pill('danger', t('recruiterPayments.payable.incomplete'))}
      {row.blocked && pill('warning', t('recruiterPayments.payable.blocked'))}
    </span>
  );

  const ibanCell = (row: PayableRecruiter) =>
    row.ibanProblem
      ? pill('danger', t(`recruiterPayments.payable.ibanProblems.${row.ibanProblem}`))
      : pill('success', t('recruiterPayments.payable.ibanOk'));

  const toolbarEnd = (
    <span className="payout-selection" aria-live="polite">
      {selected.size > 0 && (
        <>
          <span>{t('recruiterPayments.payable.selected', { count: selected.size })}</span>
          <Button
            type="button"
            label={t('recruiterPayments.payable.clearSelection')}
            text
            onClick={() => setSelected(new Map())}
          />
        </>
      )}
      <Button
        type="button"
        icon="pi pi-send"
        label={t('recruiterPayments.payable.createBatch')}
        disabled={selected.size === 0}
        onClick={() => setConfirming(true)}
      />
    </span>
  );

  return (
    <SelectionContext.Provider value={{ selected, toggle }}>
      <AdminList
        texts={{
          tableLabel: t('recruiterPayments.payable.tableLabel'),
          search: t('recruiterPayments.search'),
          searchPlaceholder: t('recruiterPayments.searchPlaceholder'),
          total: (count) => t('recruiterPayments.payable.total', { count }),
          empty: t('recruiterPayments.payable.empty'),
          emptyFiltered: t('recruiterPayments.payable.emptyFiltered'),
          loadFailed: t('recruiterPayments.payable.loadFailed'),
          retry: t('recruiterPayments.retry'),
          exportCsv: t('recruiterPayments.exportCsv'),
        }}
        defaultSort={{ field: 'balance', order: 'desc' }}
        sorts={PAYABLE_SORTS}
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
            name: 'selectable',
            label: t('recruiterPayments.payable.selectable'),
            placeholder: t('recruiterPayments.payable.allRows'),
            options: [
              { value: 'yes', label: t('recruiterPayments.payable.selectableOnly') },
              { value: 'no', label: t('recruiterPayments.payable.notSelectable') },
            ],
          },
        ]}
        queryOptions={payableQueryOptions}
        onExport={(query) =>
          exportCsv('/recruiter-payments/export', { ...query }, 'payable-recruiters.csv')
        }
        onExportError={(error) =>
          showToast({
            severity: 'error',
            summary: t('recruiterPayments.exportFailed'),
            detail: errorMessage(error, t),
          })
        }
        toolbarEnd={toolbarEnd}
        tableMinWidth="58rem"
        columns={[
          {
            header: t('recruiterPayments.payable.columns.select'),
            body: (row) => <SelectBox row={row} />,
          },
          { field: 'name', header: t('recruiterPayments.payable.columns.name'), sortable: true },
          { field: 'email', header: t('recruiterPayments.payable.columns.email'), sortable: true },
          {
            field: 'currency',
            header: t('recruiterPayments.payable.columns.currency'),
            sortable: true,
          },
          {
            field: 'balance',
            header: t('recruiterPayments.payable.columns.balance'),
            sortable: true,
            align: 'right',
            body: (row) => formatMoney(row.balanceMinor, row.currency, i18n.language),
          },
          { header: t('recruiterPayments.payable.columns.billing'), body: billingCell },
          { header: t('recruiterPayments.payable.columns.iban'), body: ibanCell },
          {
            header: t('recruiterPayments.payable.columns.withholding'),
            align: 'right',
            body: (row) => `${(row.withholdingRateBp / 100).toLocaleString(i18n.language)} %`,
          },
        ]}
      />
      {confirming && (
        <CreateBatchDialog
          rows={[...selected.values()]}
          onClose={() => setConfirming(false)}
          onCreated={() => {
            setSelected(new Map());
            setConfirming(false);
          }}
        />
      )}
    </SelectionContext.Provider>
  );
}
