import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SORTS, USER_STATES, type AdminUser } from '#shared/schemas/user-admin.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useLookup } from '#client/api/lookups/get-lookup.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { useChangeRole } from '../api/change-role.ts';
import { usersQueryOptions } from '../api/get-users.ts';
import { useSendResetLink } from '../api/send-reset-link.ts';
import { useSetActive } from '../api/set-active.ts';
import { RoleDialog } from './role-dialog.tsx';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserStateTag } from './user-state.tsx';

const fullName = (user: AdminUser) => `${user.firstname} ${user.lastname}`;

/** The staff list of users: server paging, sorting and filters, CSV export, row actions. */
export function UsersTable(props: { canUpdate: boolean; selfId: string | null }) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const [detailId, setDetailId] = useState<string | null>(null);
  const [roleUser, setRoleUser] = useState<AdminUser | null>(null);
  const roles = useLookup('roles', lang);
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const sendReset = useSendResetLink();

  const roleName = (value: number) =>
    roles.data?.find((item) => item.id === value)?.description ?? String(value);

  const failed = (error: unknown) =>
    showToast({
      severity: 'error',
      summary: t('userAdmin.users.toasts.failed'),
      detail: errorMessage(error, t),
    });
  const done = (key: string) => showToast({ severity: 'success', summary: t(key) });

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
    <>
      <AdminList
        texts={{
          tableLabel: t('userAdmin.users.tableLabel'),
          search: t('userAdmin.search'),
          searchPlaceholder: t('userAdmin.users.searchPlaceholder'),
          total: (count) => t('userAdmin.total', { count }),
          empty: t('userAdmin.users.empty'),
          loadFailed: t('userAdmin.loadFailed'),
          retry: t('userAdmin.retry'),
          exportCsv: t('userAdmin.exportCsv'),
        }}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        sorts={USER_SORTS}
        filters={[
          {
            kind: 'select',
            name: 'roleId',
            label: t('userAdmin.users.role'),
            placeholder: t('userAdmin.users.allRoles'),
            options: (roles.data ?? []).map((role) => ({
              value: role.id,
              label: role.description,
            })),
            source: { query: roles, failed: t('userAdmin.users.rolesFailed') },
          },
          {
            kind: 'select',
            name: 'state',
            label: t('userAdmin.users.state'),
            placeholder: t('userAdmin.users.allStates'),
            options: USER_STATES.map((value) => ({
              value,
              label: t(`userAdmin.users.states.${value}`),
            })),
          },
        ]}
        queryOptions={usersQueryOptions}
        onExport={(query) => exportCsv('/admin/users/export', { ...query }, 'users.csv')}
        onExportError={(error) =>
          showToast({
            severity: 'error',
            summary: t('userAdmin.exportFailed'),
            detail: errorMessage(error, t),
          })
        }
        tableMinWidth="60rem"
        columns={[
          {
            field: 'name',
            header: t('userAdmin.users.columns.name'),
            sortable: true,
            body: (user) => (
              <span>
                {fullName(user)}
                {user.id === props.selfId && (
                  <span className="user-name__you">{t('userAdmin.users.you')}</span>
                )}
              </span>
            ),
          },
          { field: 'email', header: t('userAdmin.users.columns.email'), sortable: true },
          {
            field: 'role',
            header: t('userAdmin.users.columns.role'),
            sortable: true,
            body: (user) => roleName(user.roleId),
          },
          {
            header: t('userAdmin.users.columns.state'),
            body: (user) => <UserStateTag user={user} />,
          },
          {
            field: 'createdAt',
            header: t('userAdmin.users.columns.created'),
            sortable: true,
            body: (user) => appDate.date(user.createdAt),
          },
          {
            field: 'lastLoginAt',
            header: t('userAdmin.users.columns.lastLogin'),
            sortable: true,
            body: (user) =>
              user.lastLoginAt ? appDate.date(user.lastLoginAt) : t('userAdmin.users.never'),
          },
        ]}
        rowActions={{ header: t('userAdmin.actionsColumn'), body: actions }}
      />
      {detailId && (
        <UserDetailDialog userId={detailId} roleName={roleName} onClose={() => setDetailId(null)} />
      )}
      {roleUser && (
        <RoleDialog
          user={roleUser}
          roles={roles}
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
    </>
  );
}
