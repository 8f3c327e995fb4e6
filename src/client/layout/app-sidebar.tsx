import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { MenuEntry } from '#shared/schemas/auth.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { logout } from '#client/features/auth/session/session-service.ts';
import { buildSidebarGroups } from './sidebar-groups.ts';

export const SIDEBAR_ID = 'app-sidebar';

type AppSidebarProps = { menu: readonly MenuEntry[]; open: boolean; onNavigate: () => void };

/** Logo (to My Dashboard), the user's visible menu entries grouped by parent, and Logout. */
export function AppSidebar({ menu, open, onNavigate }: AppSidebarProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => buildSidebarGroups(menu), [menu]);

  return (
    <nav
      id={SIDEBAR_ID}
      className={`app-sidebar${open ? ' app-sidebar--open' : ''}`}
      aria-label={t('layout.shell.sidebar')}
    >
      <Link
        className="app-sidebar__brand"
        to={pathFor('jobOpenings')}
        aria-label={t('layout.shell.dashboardLink')}
        onClick={onNavigate}
      >
        <BrandLogo />
      </Link>
      <div className="app-sidebar__nav">
        {groups.map((group) => (
          <div key={group.id} className="app-sidebar__group">
            {group.labelKey && (
              <h2 className="app-sidebar__heading" id={`${group.id}-heading`}>
                {t(group.labelKey, { defaultValue: group.labelKey.replace(/^menu\./, '') })}
              </h2>
            )}
            <ul aria-labelledby={group.labelKey ? `${group.id}-heading` : undefined}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <NavLink className="app-sidebar__link" to={item.to} onClick={onNavigate}>
                    <span className={item.icon} aria-hidden="true" />
                    <span>{t(item.labelKey, { defaultValue: item.name })}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="app-sidebar__footer">
        <Button
          type="button"
          icon="pi pi-sign-out"
          label={t('layout.shell.logout')}
          className="p-button-text app-sidebar__logout"
          onClick={() => void logout()}
        />
      </div>
    </nav>
  );
}
