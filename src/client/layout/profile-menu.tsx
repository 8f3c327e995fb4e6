import { Avatar } from 'primereact/avatar';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { logout } from '#client/features/auth/session/session-service.ts';

function initials(user: SessionUser): string {
  return `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The avatar button and its menu: e-mail, User Profile, Point History (recruiters only),
 * Change Password, Help (FAQ) and Logout (goes home).
 */
export function ProfileMenu({ user, showName = false }: { user: SessionUser; showName?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useRef<Menu>(null);
  const name = `${user.firstname} ${user.lastname}`.trim();

  const items: MenuItem[] = [
    { label: user.email, disabled: true, className: 'profile-menu__email', icon: 'pi pi-envelope' },
    { separator: true },
    {
      label: t('layout.profileMenu.userProfile'),
      icon: 'pi pi-user',
      command: () => navigate(pathFor('profile')),
    },
    ...(user.roleId === ROLE.recruiter
      ? [
          {
            label: t('layout.profileMenu.pointHistory'),
            icon: 'pi pi-star',
            command: () => navigate(pathFor('userPointHistory')),
          },
        ]
      : []),
    {
      label: t('layout.profileMenu.changePassword'),
      icon: 'pi pi-key',
      command: () => navigate(pathFor('changePassword')),
    },
    {
      label: t('layout.profileMenu.help'),
      icon: 'pi pi-question-circle',
      command: () => navigate(pathFor('faq')),
    },
    { separator: true },
    { label: t('layout.profileMenu.logout'), icon: 'pi pi-sign-out', command: () => void logout() },
  ];

  return (
    <>
      <button
        type="button"
        className="profile-button"
        aria-haspopup="menu"
        aria-controls="profile-menu"
        aria-label={t('layout.profileMenu.open', { name })}
        onClick={(event) => menu.current?.toggle(event)}
      >
        {user.profilePictureUrl ? (
          <Avatar image={user.profilePictureUrl} shape="circle" aria-hidden="true" />
        ) : (
          <Avatar
            label={initials(user)}
            shape="circle"
            className="profile-button__avatar"
            aria-hidden="true"
          />
        )}
        {showName && <span className="profile-button__name">{name}</span>}
        <span className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu model={items} popup ref={menu} id="profile-menu" popupAlignment="right" />
    </>
  );
}
