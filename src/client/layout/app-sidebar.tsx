import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { MenuEntry, SessionUser } from '#shared/schemas/auth.ts';
import type { ThemeSettings } from '#shared/schemas/profile.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { logout } from '#client/session/session-service.ts';
import { AppHorizontalMenu } from './app-horizontal-menu.tsx';
import { AppInlineMenu } from './app-inline-menu.tsx';
import { buildSidebarGroups } from './sidebar-groups.ts';

export const SIDEBAR_ID = 'app-sidebar';

type AppSidebarProps = {
  user: SessionUser;
  menu: readonly MenuEntry[];
  open: boolean;
  onNavigate: () => void;
  inlineMenu: ThemeSettings['inlineMenuPosition'];
  /** Slim: icons only, labels as tooltips. */
  slim: boolean;
  /** Horizontal: a bar across the top whose groups open as dropdowns. */
  horizontal?: boolean;
};

/** Logo (to My Dashboard), the user's visible menu entries in collapsible groups, and Logout. */
export function AppSidebar({
  user,
  menu,
  open,
  onNavigate,
  inlineMenu,
  slim,
  horizontal = false,
}: AppSidebarProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => buildSidebarGroups(menu), [menu]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggleGroup = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const inline = <AppInlineMenu user={user} onNavigate={onNavigate} />;

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
      {!slim && !horizontal && (inlineMenu === 'top' || inlineMenu === 'both') && inline}
      {horizontal ? (
        <div className="app-sidebar__nav">
          <AppHorizontalMenu groups={groups} onNavigate={onNavigate} />
        </div>
      ) : (
        <div className="app-sidebar__nav">
          {groups.map((group) => {
            const shut = collapsed.has(group.id);
            const label = group.labelKey
              ? t(group.labelKey, { defaultValue: group.labelKey.replace(/^menu\./, '') })
              : null;
            return (
              <div key={group.id} className="app-sidebar__group">
                {label && (
                  <h2 className="app-sidebar__heading">
                    <button
                      type="button"
                      className="app-sidebar__group-toggle"
                      aria-expanded={!shut}
                      aria-controls={`${group.id}-list`}
                      onClick={() => toggleGroup(group.id)}
                    >
                      <span>{label}</span>
                      <span
                        className={`pi ${shut ? 'pi-angle-down' : 'pi-angle-up'}`}
                        aria-hidden="true"
                      />
                    </button>
                  </h2>
                )}
                {!shut && (
                  <ul id={`${group.id}-list`} aria-label={label ?? undefined}>
                    {group.items.map((item) => {
                      const text = t(item.labelKey, { defaultValue: item.name });
                      return (
                        <li key={item.id}>
                          <NavLink
                            className="app-sidebar__link"
                            to={item.to}
                            onClick={onNavigate}
                            title={slim ? text : undefined}
                          >
                            <span className={item.icon} aria-hidden="true" />
                            <span className="app-sidebar__label">{text}</span>
                          </NavLink>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      {!slim && !horizontal && (inlineMenu === 'bottom' || inlineMenu === 'both') && inline}
      <div className="app-sidebar__footer">
        <Button
          type="button"
          icon="pi pi-sign-out"
          label={slim ? undefined : t('layout.shell.logout')}
          aria-label={t('layout.shell.logout')}
          className="p-button-text app-sidebar__logout"
          onClick={() => void logout()}
        />
      </div>
    </nav>
  );
}
