import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from '#shared/schemas/lookups.ts';
import type { AdminUser } from '#shared/schemas/user-admin.ts';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import {
  LookupLoadError,
  type LookupQuery,
} from '#client/components/load-error/lookup-load-error.tsx';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

/** Chooses the new role and says what happens (sessions end); the caller saves. */
export function RoleDialog(props: {
  user: AdminUser;
  /** The roles' lookup: a list that could not load says so under the field, with Try Again. */
  roles: LookupQuery & { data: LookupItem[] | undefined };
  pending: boolean;
  onSave: (roleId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [roleId, setRoleId] = useState(props.user.roleId);
  const roleDropdown = useLookupDropdown<Dropdown>(
    props.roles.isFetching && props.roles.data === undefined,
  );
  const name = `${props.user.firstname} ${props.user.lastname}`;
  const role = props.roles.data?.find((item) => item.id === roleId)?.description ?? '';
  const footer = (
    <>
      <Button type="button" label={t('userAdmin.cancel')} outlined onClick={props.onClose} />
      <Button
        type="button"
        label={t('userAdmin.users.roleDialog.save')}
        loading={props.pending}
        disabled={roleId === props.user.roleId}
        onClick={() => props.onSave(roleId)}
      />
    </>
  );
  return (
    <Dialog
      visible
      header={t('userAdmin.users.roleDialog.title')}
      footer={footer}
      onHide={props.onClose}
      style={{ width: '550px', maxWidth: '95vw' }}
      modal
    >
      <div className="role-dialog">
        <div className="admin-field">
          <label htmlFor={`${id}-role`}>{t('userAdmin.users.roleDialog.newRole')}</label>
          <Dropdown
            inputId={`${id}-role`}
            pt={HIDDEN_SELECT_PT}
            // Also the name of its trigger button.
            placeholder={t('userAdmin.users.roleDialog.newRole')}
            value={roleId}
            options={props.roles.data ?? []}
            optionLabel="description"
            optionValue="id"
            emptyMessage={props.roles.isError ? t('userAdmin.users.rolesFailed') : undefined}
            {...roleDropdown}
            onChange={(event) => setRoleId(event.value as number)}
          />
          <LookupLoadError query={props.roles} message={t('userAdmin.users.rolesFailed')} />
        </div>
        {roleId !== props.user.roleId && (
          <p aria-live="polite">{t('userAdmin.users.roleDialog.message', { name, role })}</p>
        )}
      </div>
    </Dialog>
  );
}
