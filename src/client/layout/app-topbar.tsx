import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { useRouteHandle } from '#client/router/route-handle.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SIDEBAR_ID } from './app-sidebar.tsx';

type AppTopbarProps = {
  user: SessionUser;
  mobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
};

/** Menu toggle, Back (unless the route disables it), language switcher, the user's name and profile menu. */
export function AppTopbar({ user, mobile, sidebarOpen, onToggleSidebar }: AppTopbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const handle = useRouteHandle();

  const toggleLabel = mobile
    ? sidebarOpen
      ? t('layout.shell.closeMenu')
      : t('layout.shell.openMenu')
    : sidebarOpen
      ? t('layout.shell.collapseMenu')
      : t('layout.shell.expandMenu');

  // 'default' is the key of the first page of this visit: nothing in the app to go back to.
  const back = () => (location.key === 'default' ? navigate(pathFor('jobOpenings')) : navigate(-1));

  return (
    <header className="app-topbar">
      <button
        type="button"
        className="icon-button"
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
        aria-label={toggleLabel}
        onClick={onToggleSidebar}
      >
        <span className="pi pi-bars" aria-hidden="true" />
      </button>
      {!handle?.noBack && (
        <button
          type="button"
          className="icon-button app-topbar__back"
          aria-label={t('layout.shell.back')}
          onClick={() => void back()}
        >
          <span className="pi pi-arrow-left" aria-hidden="true" />
          <span className="app-topbar__back-label" aria-hidden="true">
            {t('layout.shell.back')}
          </span>
        </button>
      )}
      <div className="app-topbar__spacer" />
      <LanguageSwitcher />
      <ProfileMenu user={user} showName={!mobile} />
    </header>
  );
}
