import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { useConversations } from '#client/features/messages/api/list-conversations.ts';
import { MessagesPanelContent } from '#client/features/messages/components/messages-panel.tsx';
import { useNotifications } from '#client/features/notifications/api/list-notifications.ts';
import { NotificationsPanelContent } from '#client/features/notifications/components/notifications-panel.tsx';
import { PointsBadge } from '#client/features/points/components/points-badge.tsx';
import { TOPBAR_MOBILE_QUERY, useMediaQuery } from '#client/hooks/use-media-query.ts';
import { useRouteHandle } from '#client/lib/route-handle.ts';
import { AppPanel, type PanelName } from './app-panel.tsx';
import { SIDEBAR_ID } from './app-sidebar.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProfileMenu } from './profile-menu.tsx';

type AppTopbarProps = {
  user: SessionUser;
  mobile: boolean;
  sidebarOpen: boolean;
  showSidebarToggle: boolean;
  onToggleSidebar: () => void;
  panel: PanelName | null;
  onPanelChange: (panel: PanelName | null) => void;
  onOpenTheme: () => void;
};

function BadgeButton(props: {
  icon: string;
  count: number;
  label: string;
  controls: string;
  expanded: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button topbar-badge-button"
      aria-label={props.label}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onClick}
    >
      <span className={props.icon} aria-hidden="true" />
      {props.count > 0 && (
        <span className="count-badge topbar-badge-button__count" aria-hidden="true">
          {props.count > 99 ? '99+' : props.count}
        </span>
      )}
    </button>
  );
}

/**
 * Menu toggle, Back (unless the route disables it), points (recruiters), notifications, messages,
 * theme, language and the profile menu. One panel at a time.
 */
export function AppTopbar(props: AppTopbarProps) {
  const { user, mobile, sidebarOpen, panel, onPanelChange } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const handle = useRouteHandle();
  // The top bar's own check (the layout's is 991 px): panels full width, the name hidden.
  const compact = useMediaQuery(TOPBAR_MOBILE_QUERY);
  const notifications = useNotifications(10);
  const conversations = useConversations();
  const panels = useRef<HTMLDivElement>(null);
  const unreadNotifications = notifications.data?.unread ?? 0;
  const unreadMessages = conversations.data?.unread ?? 0;

  const toggle = (name: PanelName) => onPanelChange(panel === name ? null : name);
  const close = () => onPanelChange(null);

  useEffect(() => {
    if (panel !== 'notifications' && panel !== 'messages') return;
    const onDown = (event: MouseEvent) => {
      if (!panels.current?.contains(event.target as Node)) onPanelChange(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onPanelChange(null);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [panel, onPanelChange]);

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
      {props.showSidebarToggle && (
        <button
          type="button"
          className="icon-button"
          aria-controls={SIDEBAR_ID}
          aria-expanded={sidebarOpen}
          aria-label={toggleLabel}
          onClick={props.onToggleSidebar}
        >
          <span className="pi pi-bars" aria-hidden="true" />
        </button>
      )}
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
      {user.roleId === ROLE.recruiter && <PointsBadge />}
      <div className="app-topbar__panels" ref={panels}>
        <BadgeButton
          icon="pi pi-bell"
          count={unreadNotifications}
          label={t('appShell.panels.notificationsButton', { count: unreadNotifications })}
          controls="notifications-panel"
          expanded={panel === 'notifications'}
          onClick={() => toggle('notifications')}
        />
        <BadgeButton
          icon="pi pi-comments"
          count={unreadMessages}
          label={t('appShell.panels.messagesButton', { count: unreadMessages })}
          controls="messages-panel"
          expanded={panel === 'messages'}
          onClick={() => toggle('messages')}
        />
        {panel === 'notifications' && (
          <AppPanel
            id="notifications-panel"
            title={t('appShell.panels.notifications')}
            mobile={compact}
            onClose={close}
          >
            <NotificationsPanelContent onClose={close} />
          </AppPanel>
        )}
        {panel === 'messages' && (
          <AppPanel
            id="messages-panel"
            title={t('appShell.panels.messages')}
            mobile={compact}
            onClose={close}
          >
            <MessagesPanelContent onClose={close} />
          </AppPanel>
        )}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('appShell.theme.open')}
        onClick={() => {
          close();
          props.onOpenTheme();
        }}
      >
        <span className="pi pi-palette" aria-hidden="true" />
      </button>
      <LanguageSwitcher />
      <ProfileMenu
        user={user}
        showName={!compact}
        open={panel === 'profile'}
        onOpenChange={(open) => onPanelChange(open ? 'profile' : null)}
      />
    </header>
  );
}
