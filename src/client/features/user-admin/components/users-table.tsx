import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#shared/format/date.ts';
import {
  USER_SORTS,
  USER_STATES,
  type AdminUser,
  type UserListQuery,
  type UserState,
} from '#shared/schemas/user-admin.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { ListResults } from '#client/components/admin-list/list-states.tsx';
import {
  ExportCsvButton,
  HIDDEN_SELECT as HIDDEN,
  ListSearchField,
  ListToolbar,
  useCsvExport,
} from '#client/components/admin-list/list-toolbar.tsx';
import { useListQuery } from '#client/components/admin-list/use-list-query.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useLookup } from '#client/features/lookups/api/get-lookup.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useUsers } from '../api/get-users.ts';
import { useSendResetLink } from '../api/send-reset-link.ts';
import { useSetActive } from '../api/set-active.ts';
import { RoleDialog } from './role-dialog.tsx';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserStateTag } from './user-state.tsx';

type Sort = (typeof USER_SORTS)[number];
const isSort = (value: unknown): value is Sort =>
  (USER_SORTS as readonly unknown[]).includes(value);
const fullName = (user: AdminUser) => `${user.firstname} ${user.lastname}`;

/** The staff list of users: server paging, sorting and filters, CSV export, row actions. */
export function UsersTable(props: { canUpdate: boolean; selfId: string | null }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const listQuery = useListQuery<Sort>({
    defaultSort: { field: 'createdAt', order: 'desc' },
    isSort,
  });
  const { sort, resetPage } = listQuery;
  const [roleId, setRoleId] = useState<number | null>(null);
  const [state, setState] = useState<UserState | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [roleUser, setRoleUser] = useState<AdminUser | null>(null);
  const roles = useLookup('roles', lang);
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const sendReset = useSendResetLink();

  const filters = {
    sort: sort.field,
    order: sort.order,
    q: listQuery.q,
    roleId: (roleId ?? undefined) as UserListQuery['roleId'],
    state: state ?? undefined,
  };
  const list = useUsers({ ...filters, ...listQuery.paging });
  const roleName = (value: number) =>
    roles.data?.find((item) => item.id === value)?.description ?? String(value);

  const failed = (error: unknown) =>
    showToast({
      severity: 'error',
      summary: t('userAdmin.users.toasts.failed'),
      detail: errorMessage(error, t),
    });
  const done = (key: string) => showToast({ severity: 'success', summary: t(key) });

  const exporter = useCsvExport(
    () => exportCsv('/admin/users/export', { ...filters }, 'users.csv'),
    (error) =>
      showToast({
        severity: 'error',
        summary: t('userAdmin.exportFailed'),
        detail: errorMessage(error, t),
      }),
  );

  const confirm = (message: string, accept: () => void) =>
    confirmDialog({
      header: t('userAdmin.users.confirm.title'),
      message,
      acceptLabel: t('userAdmin.yes'),
      rejectLabel: t('userAdmin.no'),
      accept,
    });

  const toggleActive = (user: AdminUser) => {
    const name = fullName(user);
    const next = !user.active;
    confirm(
      t(next ? 'userAdmin.users.confirm.activate' : 'userAdmin.users.confirm.deactivate', {
        name,
      }),
      () =>
        setActive.mutate(
          { id: user.id, active: next },
          {
            onSuccess: () =>
              done(
                next ? 'userAdmin.users.toasts.activated' : 'userAdmin.users.toasts.deactivated',
              ),
            onError: failed,
          },
        ),
    );
  };

  const resetLink = (user: AdminUser) =>
    confirm(t('userAdmin.users.confirm.resetLink', { name: fullName(user) }), () =>
      sendReset.mutate(user.id, {
        onSuccess: () => done('userAdmin.users.toasts.resetSent'),
        onError: failed,
      }),
    );

  const actions = (user: AdminUser) => {
    const name = fullName(user);
    const self = user.id === props.selfId;
    return (
      <span className="admin-actions">
        <Button
          type="button"
          icon="pi pi-eye"
          text
          rounded
          aria-label={t('userAdmin.users.actions.view', { name })}
          onClick={() => setDetailId(user.id)}
        />
        {props.canUpdate && (
          <>
            <Button
              type="button"
              icon="pi pi-id-card"
              text
              rounded
              disabled={self}
              aria-label={t('userAdmin.users.actions.changeRole', { name })}
              onClick={() => setRoleUser(user)}
            />
            <Button
              type="button"
              icon={user.active ? 'pi pi-ban' : 'pi pi-check-circle'}
              text
              rounded
              severity={user.active ? 'danger' : 'success'}
              disabled={self && user.active}
              aria-label={t(
                user.active
                  ? 'userAdmin.users.actions.deactivate'
                  : 'userAdmin.users.actions.activate',
                { name },
              )}
              onClick={() => toggleActive(user)}
            />
            <Button
              type="button"
              icon="pi pi-key"
              text
              rounded
              disabled={!user.active}
              aria-label={t('userAdmin.users.actions.resetLink', { name })}
              onClick={() => resetLink(user)}
            />
          </>
        )}
      </span>
    );
  };

  return (
    <div className="admin-list">
      <ListToolbar className="admin-toolbar">
        <ListSearchField
          id={`${id}-search`}
          className="admin-field admin-field--search"
          label={t('userAdmin.search')}
          placeholder={t('userAdmin.users.searchPlaceholder')}
          value={listQuery.search}
          onChange={listQuery.setSearch}
        />
        <span className="admin-field">
          <label htmlFor={`${id}-role`}>{t('userAdmin.users.role')}</label>
          <Dropdown
            inputId={`${id}-role`}
            pt={HIDDEN}
            value={roleId}
            showClear
            placeholder={t('userAdmin.users.allRoles')}
            options={roles.data ?? []}
            optionLabel="description"
            optionValue="id"
            onChange={(event) => {
              setRoleId((event.value as number | null) ?? null);
              resetPage();
            }}
          />
        </span>
        <span className="admin-field">
          <label htmlFor={`${id}-state`}>{t('userAdmin.users.state')}</label>
          <Dropdown
            inputId={`${id}-state`}
            pt={HIDDEN}
            value={state}
            showClear
            placeholder={t('userAdmin.users.allStates')}
            options={USER_STATES.map((value) => ({
              value,
              label: t(`userAdmin.users.states.${value}`),
            }))}
            onChange={(event) => {
              setState((event.value as UserState | null) ?? null);
              resetPage();
            }}
          />
        </span>
        <ExportCsvButton
          label={t('userAdmin.exportCsv')}
          exporter={exporter}
          className="admin-toolbar__export"
        />
      </ListToolbar>
      <ListResults
        list={list}
        totalText={(count) => t('userAdmin.total', { count })}
        totalClassName="admin-list__total"
        errorClassName="admin-list__state"
        loadFailed={t('userAdmin.loadFailed')}
        retryLabel={t('userAdmin.retry')}
      >
        <DataTable
          {...listQuery.tableProps}
          value={list.data?.items ?? []}
          rowsPerPageOptions={[10, 25, 50, 100]}
          pt={{ paginator: { RPPDropdown: HIDDEN } }}
          totalRecords={list.data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage={t('userAdmin.users.empty')}
          tableStyle={{ minWidth: '60rem' }}
          aria-label={t('userAdmin.users.tableLabel')}
        >
          <Column
            field="name"
            header={t('userAdmin.users.columns.name')}
            sortable
            body={(user: AdminUser) => (
              <span>
                {fullName(user)}
                {user.id === props.selfId && (
                  <span className="user-name__you">{t('userAdmin.users.you')}</span>
                )}
              </span>
            )}
          />
          <Column field="email" header={t('userAdmin.users.columns.email')} sortable />
          <Column
            field="role"
            header={t('userAdmin.users.columns.role')}
            sortable
            body={(user: AdminUser) => roleName(user.roleId)}
          />
          <Column
            header={t('userAdmin.users.columns.state')}
            body={(user: AdminUser) => <UserStateTag user={user} />}
          />
          <Column
            field="createdAt"
            header={t('userAdmin.users.columns.created')}
            sortable
            body={(user: AdminUser) => formatDate(user.createdAt)}
          />
          <Column
            field="lastLoginAt"
            header={t('userAdmin.users.columns.lastLogin')}
            sortable
            body={(user: AdminUser) =>
              user.lastLoginAt ? formatDate(user.lastLoginAt) : t('userAdmin.users.never')
            }
          />
          <Column header={t('userAdmin.actionsColumn')} body={actions} />
        </DataTable>
      </ListResults>
      {detailId && (
        <UserDetailDialog userId={detailId} roleName={roleName} onClose={() => setDetailId(null)} />
      )}
      {roleUser && (
        <RoleDialog
          user={roleUser}
          roles={roles.data ?? []}
          pending={changeRole.isPending}
          onClose={() => setRoleUser(null)}
          onSave={(value) =>
            changeRole.mutate(
              { id: roleUser.id, input: { roleId: value } },
              {
                onSuccess: () => {
                  setRoleUser(null);
                  done('userAdmin.users.toasts.roleChanged');
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </div>
  );
}
