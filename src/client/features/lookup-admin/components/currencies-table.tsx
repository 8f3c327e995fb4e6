import { useTranslation } from 'react-i18next';
import { formatAmount } from '#shared/format/money.ts';
import {
  currencyAdminItemSchema,
  currencyAdminUpdateSchema,
  type CurrencyAdminItem,
} from '#shared/schemas/lookup-admin.ts';
import { AdminFormDialog } from './admin-form-dialog.tsx';
import { AdminTable } from './admin-table.tsx';

/** The highest reward a job may offer per currency; staff edit it, the ten currencies are fixed. */
export function CurrenciesTable() {
  const { t, i18n } = useTranslation();
  const title = t('lookupAdmin.currencies.title');
  const name = (row: { nameEn?: unknown; nameTr?: unknown }) =>
    String(i18n.language === 'tr' ? row.nameTr : row.nameEn);
  return (
    <>
      <h2 className="lookup-admin__heading">{title}</h2>
      <p className="lookup-admin__hint">{t('lookupAdmin.currencies.intro')}</p>
      <AdminTable
        segment="currencies"
        menu="jobSalary"
        item={currencyAdminItemSchema}
        title={title}
        fixedRows
        defaultSort="sortOrder"
        columns={[
          { key: 'code', header: t('lookupAdmin.columns.code'), sortable: true, narrow: true },
          { key: 'symbol', header: t('lookupAdmin.currencies.symbol'), narrow: true },
          { key: 'nameEn', header: t('lookupAdmin.columns.nameEn'), sortable: true },
          { key: 'nameTr', header: t('lookupAdmin.columns.nameTr'), sortable: true },
          {
            key: 'maxReward',
            header: t('lookupAdmin.currencies.maxReward'),
            sortable: true,
            narrow: true,
            body: (row: CurrencyAdminItem) =>
              `${formatAmount(row.maxReward, i18n.language)} ${row.code}`,
          },
        ]}
        rowName={(row: CurrencyAdminItem) => row.code}
        addLabel=""
        renderForm={(row, onClose) =>
          row && (
            <AdminFormDialog
              segment="currencies"
              id={row.id}
              title={t('lookupAdmin.currencies.edit', { currency: `${name(row)} (${row.code})` })}
              fields={[
                {
                  name: 'maxReward',
                  label: t('lookupAdmin.currencies.maxReward'),
                  kind: 'text',
                  hint: t('lookupAdmin.currencies.maxRewardHint'),
                  invalidKey: 'lookupAdmin.currencies.maxRewardInvalid',
                  maxLength: 16,
                },
              ]}
              schema={currencyAdminUpdateSchema}
              initial={{ maxReward: String(row.maxReward) }}
              nameOf={() => row.code}
              onClose={onClose}
            />
          )
        }
      />
    </>
  );
}
