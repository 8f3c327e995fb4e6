import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { QueryValue } from '#client/api/client.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { deleteAdminRow } from '../api/delete-admin-row.ts';
import { exportAdminRows } from '../api/export-admin-rows.ts';
import { adminRowsQueryOptions, type AdminListQuery } from '../api/list-admin-rows.ts';
import { useMoveAdminRow } from '../api/move-admin-row.ts';
import { lookupAdminKey, useLookupAdminInvalidation } from '../api/keys.ts';
import { setAdminRowActive } from '../api/set-admin-row-active.ts';
import { toastDone, toastFailure } from './feedback.ts';

export type AdminRow = { id: number; active: boolean };

export type AdminColumn<Row> = {
  key: string;
  header: string;
  sortable?: boolean;
  body?: (row: Row) => ReactNode;
  /** Keeps narrow columns (order, colour) from stretching. */
  narrow?: boolean;
};

export type AdminTableProps<Row extends AdminRow> = {
  /** `/api/lookup-admin/<segment>` */
  segment: string;
  /** The menu entry whose flags allow the actions. */
  menu: string;
  item: z.ZodType<Row>;
  title: string;
  columns: AdminColumn<Row>[];
  defaultSort: string;
  /** Offer move up/down (lookups with an order column). */
  ordered?: boolean;
  /** Fixed filters, e.g. the country of a city list. */
  scope?: Record<string, QueryValue>;
  rowName: (row: Row) => string;
  /** Built-in rows: no deactivate, no delete. */
  isSystem?: (row: Row) => boolean;
  /** The add/edit dialog: `null` adds. */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
  addLabel: string;
  extraActions?: (row: Row) => ReactNode;
  /** Highlights a row (the selected country). */
  selectedId?: number | null;
  /** A fixed table (currencies): edit only; no add, status filter, deactivate or delete. */
  fixedRows?: boolean;
};

const NARROW = { width: '1%', whiteSpace: 'nowrap' } as const;

/** A staff lookup list: server paging, sorting and filtering, CSV export, and the row actions. */
export function AdminTable<Row extends AdminRow>(props: AdminTableProps<Row>) {
  const { t } = useTranslation();
  const id = useId();
  const { rights } = useSession();
  const can = (flag: 'insert' | 'update' | 'delete') => hasRight(rights, props.menu, flag);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const invalidate = useLookupAdminInvalidation();
  const move = useMoveAdminRow();
  const queryClient = useQueryClient();
  const system = (row: Row) => props.isSystem?.(row) ?? false;
  const lifecycle = !props.fixedRows;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      invalidate();
      toastDone(t, done);
    } catch (error) {
      toastFailure(t, error);
    } finally {
      setBusy(false);
    }
  }

  const setActive = (row: Row, active: boolean) => {
    const name = props.rowName(row);
    const change = () =>
      run(
        () => setAdminRowActive({ segment: props.segment, id: row.id, active }),
        t(active ? 'lookupAdmin.toast.reactivated' : 'lookupAdmin.toast.deactivated', { name }),
      );
    if (active) void change();
    else
      confirmDialog({
        header: t('lookupAdmin.confirm.title'),
        message: t('lookupAdmin.confirm.deactivate', { name }),
        acceptLabel: t('lookupAdmin.confirm.yes'),
        rejectLabel: t('lookupAdmin.confirm.no'),
        accept: () => void change(),
      });
  };

  const remove = (row: Row) => {
    const name = props.rowName(row);
    confirmDialog({
      header: t('lookupAdmin.confirm.title'),
      message: t('lookupAdmin.confirm.delete', { name }),
      acceptLabel: t('lookupAdmin.confirm.yes'),
      rejectLabel: t('lookupAdmin.confirm.no'),
      acceptClassName: 'p-button-danger',
      accept: () =>
        void run(
          () => deleteAdminRow({ segment: props.segment, id: row.id }),
          t('lookupAdmin.toast.deleted', { name }),
        ),
    });
  };

  async function moveRow(row: Row, direction: 'up' | 'down') {
    try {
      await move.mutateAsync({ segment: props.segment, id: row.id, direction });
      await queryClient.refetchQueries({ queryKey: lookupAdminKey(props.segment) });
      // Keep the keyboard where it was: on the same button of the moved row.
      document.getElementById(`${id}-${row.id}-${direction}`)?.focus();
    } catch (error) {
      toastFailure(t, error);
    }
  }

  const actions = (row: Row) => {
    const name = props.rowName(row);
    const button = (icon: string, label: string, onClick: () => void, extra = {}) => (
      <Button
        type="button"
        icon={icon}
        text
        rounded
        size="small"
        aria-label={label}
        title={label}
        disabled={busy}
        onClick={onClick}
        {...extra}
      />
    );
    return (
      <div className="lookup-admin__actions">
        {props.extraActions?.(row)}
        {can('update') &&
          button('pi pi-pencil', t('lookupAdmin.actions.edit', { name }), () => setEditing(row))}
        {props.ordered && can('update') && (
          <>
            {button(
              'pi pi-arrow-up',
              t('lookupAdmin.actions.moveUp', { name }),
              () => void moveRow(row, 'up'),
              { id: `${id}-${row.id}-up`, disabled: move.isPending },
            )}
            {button(
              'pi pi-arrow-down',
              t('lookupAdmin.actions.moveDown', { name }),
              () => void moveRow(row, 'down'),
              { id: `${id}-${row.id}-down`, disabled: move.isPending },
            )}
          </>
        )}
        {lifecycle &&
          can('update') &&
          !system(row) &&
          (row.active
            ? button('pi pi-eye-slash', t('lookupAdmin.actions.deactivate', { name }), () =>
                setActive(row, false),
              )
            : button('pi pi-eye', t('lookupAdmin.actions.reactivate', { name }), () =>
                setActive(row, true),
              ))}
        {lifecycle &&
          can('delete') &&
          !system(row) &&
          button('pi pi-trash', t('lookupAdmin.actions.delete', { name }), () => remove(row), {
            severity: 'danger',
          })}
      </div>
    );
  };

  const columns = props.columns.map((column) => ({
    field: column.key,
    header: column.header,
    sortable: column.sortable,
    body: column.body,
    style: column.narrow ? NARROW : undefined,
  }));
  const activeColumn = {
    field: 'active',
    header: t('lookupAdmin.columns.active'),
    sortable: true,
    style: NARROW,
    body: (row: Row) =>
      system(row) ? (
        <span className="lookup-admin__system" title={t('lookupAdmin.systemHint')}>
          <i className="pi pi-lock" aria-hidden="true" /> {t('lookupAdmin.system')}
        </span>
      ) : (
        <Tag
          severity={row.active ? 'success' : 'warning'}
          value={row.active ? t('lookupAdmin.statusActive') : t('lookupAdmin.statusInactive')}
        />
      ),
  };

  return (
    <section className="lookup-admin__list" aria-label={props.title}>
      <AdminList
        texts={{
          tableLabel: props.title,
          search: t('lookupAdmin.search'),
          searchPlaceholder: t('lookupAdmin.searchPlaceholder'),
          total: (count) => t('lookupAdmin.total', { count }),
          empty: t('lookupAdmin.empty'),
          loadFailed: t('lookupAdmin.loadFailed'),
          retry: t('lookupAdmin.retry'),
          exportCsv: t('lookupAdmin.exportCsv'),
        }}
        defaultSort={{ field: props.defaultSort, order: 'asc' }}
        sorts={[props.defaultSort, ...props.columns.map((column) => column.key), 'active']}
        resetPageOnSort
        params={props.scope}
        filters={[
          lifecycle && {
            kind: 'select',
            name: 'status',
            label: t('lookupAdmin.status'),
            namedTrigger: true,
            initial: 'all',
            options: (['all', 'active', 'inactive'] as const).map((value) => ({
              value,
              label: t(`lookupAdmin.status${value[0]?.toUpperCase()}${value.slice(1)}`),
            })),
          },
        ]}
        queryOptions={(query: AdminListQuery) =>
          adminRowsQueryOptions(props.segment, query, props.item)
        }
        onExport={(query) => exportAdminRows(props.segment, query)}
        onExportError={(error) => toastFailure(t, error, 'lookupAdmin.toast.exportFailed')}
        toolbarEnd={
          lifecycle &&
          can('insert') && (
            <Button
              type="button"
              icon="pi pi-plus"
              label={props.addLabel}
              onClick={() => setEditing('new')}
            />
          )
        }
        rowClassName={(row) => ({
          'lookup-admin__row--inactive': !row.active,
          'lookup-admin__row--selected': row.id === props.selectedId,
        })}
        columns={[...columns, lifecycle && activeColumn]}
        rowActions={{ header: t('lookupAdmin.columns.actions'), body: actions, style: NARROW }}
      />
      {editing && props.renderForm(editing === 'new' ? null : editing, () => setEditing(null))}
    </section>
  );
}
