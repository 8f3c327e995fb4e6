import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format/money.ts';
import { PLAN_KINDS, PLAN_SORTS, type AdminPlan } from '#shared/schemas/billing-plan.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { plansQueryOptions } from '../api/get-plans.ts';
import { planName } from './plan-card.tsx';
import { PlanDialog } from './plan-dialog.tsx';

/** The plans staff define: list kit table with search, filters, CSV, and add / edit dialogs. */
export function PlansTable() {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const name = (plan: AdminPlan) => planName(plan, i18n.language);
  return (
    <>
      <AdminList
        texts={{
          tableLabel: t('billingPlan.admin.tableLabel'),
          search: t('billingPlan.admin.search'),
          searchPlaceholder: t('billingPlan.admin.searchPlaceholder'),
          total: (count) => t('billingPlan.admin.total', { count }),
          empty: t('billingPlan.admin.empty'),
          emptyFiltered: t('billingPlan.admin.emptyFiltered'),
          loadFailed: t('billingPlan.admin.loadFailed'),
          retry: t('billingPlan.admin.retry'),
          exportCsv: t('billingPlan.admin.exportCsv'),
        }}
        defaultSort={{ field: 'sortOrder', order: 'asc' }}
        sorts={PLAN_SORTS}
        filters={[
          {
            kind: 'select',
            name: 'kind',
            label: t('billingPlan.admin.kind'),
            placeholder: t('billingPlan.admin.allKinds'),
            options: PLAN_KINDS.map((value) => ({ value, label: t(`billingPlan.kinds.${value}`) })),
          },
          {
            kind: 'select',
            name: 'active',
            label: t('billingPlan.admin.state'),
            placeholder: t('billingPlan.admin.allStates'),
            options: (['true', 'false'] as const).map((value) => ({
              value,
              label: t(`billingPlan.admin.states.${value}`),
            })),
          },
        ]}
        queryOptions={plansQueryOptions}
        onExport={(query) =>
          exportCsv('/billing-plan/plans/export', { ...query }, 'billing-plans.csv')
        }
        onExportError={(error) =>
          showToast({
            severity: 'error',
            summary: t('billingPlan.admin.exportFailed'),
            detail: errorMessage(error, t),
          })
        }
        toolbarEnd={
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('billingPlan.admin.add')}
            onClick={() => setEditing('new')}
          />
        }
        tableMinWidth="56rem"
        columns={[
          { field: 'code', header: t('billingPlan.admin.columns.code'), sortable: true },
          {
            field: 'name',
            header: t('billingPlan.admin.columns.name'),
            sortable: true,
            body: name,
          },
          {
            field: 'kind',
            header: t('billingPlan.admin.columns.kind'),
            sortable: true,
            body: (plan) => t(`billingPlan.kinds.${plan.kind}`),
          },
          {
            header: t('billingPlan.admin.columns.limit'),
            align: 'right',
            body: (plan) => plan.openJobLimit ?? '–',
          },
          {
            header: t('billingPlan.admin.columns.prices'),
            body: (plan) => (
              <ul className="plan-prices">
                {plan.prices.map((price) => (
                  <li key={price.currency}>
                    {formatMoney(price.feeMinor, price.currency, i18n.language)}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            field: 'active',
            header: t('billingPlan.admin.columns.active'),
            sortable: true,
            body: (plan) => (
              <span className={`status-pill status-pill--${plan.active ? 'success' : 'warning'}`}>
                {t(`billingPlan.admin.states.${plan.active ? 'true' : 'false'}`)}
              </span>
            ),
          },
          {
            field: 'companyCount',
            header: t('billingPlan.admin.columns.companies'),
            sortable: true,
            align: 'right',
          },
        ]}
        rowActions={{
          header: t('billingPlan.admin.actionsColumn'),
          body: (plan) => (
            <span className="admin-actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t('billingPlan.admin.edit', { name: name(plan) })}
                onClick={() => setEditing(plan)}
              />
            </span>
          ),
        }}
      />
      {editing && (
        <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
