import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { Avatar } from '#client/startup/light/avatar.tsx';
import { logout } from '#client/session/session-service.ts';

function initials(user: SessionUser): string {
  return `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';
}

type ProfileMenuProps = {
  user: SessionUser;
  showName?: boolean;
  /** Controlled by the app shell (panels are mutually exclusive); uncontrolled elsewhere. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type Item = { key: string; label: string; icon: string; run: () => void };

/**
 * The avatar button and its menu: e-mail, User Profile, Point History (recruiters only),
 * Change Password, Help (FAQ) and Logout (goes home).
 */
export function ProfileMenu({ user, showName = false, open, onOpenChange }: ProfileMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => (onOpenChange ? onOpenChange(next) : setOwnOpen(next));
  const menuId = `profile-menu-${useId().replace(/:/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = `${user.firstname} ${user.lastname}`.trim();

  const go = (to: string) => () => void navigate(to);
  const items: Item[] = [
    {
      key: 'profile',
      label: t('layout.profileMenu.userProfile'),
      icon: 'pi pi-user',
      run: go(pathFor('profile')),
    },
    ...(user.roleId === ROLE.recruiter
      ? [
          {
            key: 'points',
            label: t('layout.profileMenu.pointHistory'),
            icon: 'pi pi-star',
            run: go(pathFor('userPointHistory')),
          },
        ]
      : []),
    {
      key: 'password',
      label: t('layout.profileMenu.changePassword'),
      icon: 'pi pi-key',
      run: go(pathFor('changePassword')),
    },
    {
      key: 'help',
      label: t('layout.profileMenu.help'),
      icon: 'pi pi-question-circle',
      run: go(pathFor('faq')),
    },
    {
      key: 'logout',
      label: t('layout.profileMenu.logout'),
      icon: 'pi pi-sign-out',
      run: () => void logout(),
    },
  ];

  useEffect(() => {
    if (!isOpen) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [isOpen]); // eslint-disable-line react-hooks/exhaustive-deps

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="profile-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="profile-button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('layout.profileMenu.open', { name })}
        onClick={() => setOpen(!isOpen)}
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
      {isOpen && (
        <div className="profile-menu__popup">
          <p className="profile-menu__email">
            <span className="pi pi-envelope" aria-hidden="true" /> {user.email}
          </p>
          <ul id={menuId} role="menu" aria-label={name} onKeyDown={onMenuKey}>
            {items.map((item) => (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  className={`profile-menu__item${item.key === 'logout' ? ' profile-menu__item--logout' : ''}`}
                  onClick={() => {
                    setOpen(false);
                    item.run();
                  }}
                >
                  <span className={item.icon} aria-hidden="true" />
                  <span>{item.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
