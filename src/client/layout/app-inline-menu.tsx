import { Avatar } from 'primereact/avatar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';

/** The user's inline menu in the sidebar (at the top, the bottom or both, per theme settings). */
export function AppInlineMenu({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = `inline-menu-${useId().replace(/:/g, '')}`;
  const name = `${user.firstname} ${user.lastname}`.trim();
  return (
    <div className="app-inline-menu">
      <button
        type="button"
        className="app-inline-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {user.profilePictureUrl ? (
          <Avatar image={user.profilePictureUrl} shape="circle" aria-hidden="true" />
        ) : (
          <Avatar
            label={`${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase()}
            shape="circle"
            aria-hidden="true"
          />
        )}
        <span className="app-inline-menu__name">
          <span>{name}</span>
          <small>{user.email}</small>
        </span>
        <span className={`pi ${open ? 'pi-angle-up' : 'pi-angle-down'}`} aria-hidden="true" />
      </button>
      {open && (
        <ul id={id} className="app-inline-menu__list">
          <li>
            <Link to={pathFor('profile')} onClick={onNavigate}>
              <span className="pi pi-user" aria-hidden="true" />{' '}
              {t('layout.profileMenu.userProfile')}
            </Link>
          </li>
          <li>
            <Link to={pathFor('changePassword')} onClick={onNavigate}>
              <span className="pi pi-key" aria-hidden="true" />{' '}
              {t('layout.profileMenu.changePassword')}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
