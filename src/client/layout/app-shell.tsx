import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '#client/session/api/get-me.ts';
import { SessionSplash } from '#client/features/auth/components/session-splash.tsx';
import { logout } from '#client/session/session-service.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { ConsentGate } from '#client/features/consents/components/consent-gate.tsx';
import { WarningBadges } from '#client/features/profile/components/warning-badges.tsx';
import { useTheme } from '#client/features/theme/use-theme.ts';
import { MOBILE_QUERY, SMALL_QUERY, useMediaQuery } from '#client/hooks/use-media-query.ts';
import { useLiveEvents } from './app-live-events.ts';
import { useMenuLoadFailureToast } from './menu-load-failure.ts';
import type { PanelName } from './app-panel.tsx';
import { AppSidebar, SIDEBAR_ID } from './app-sidebar.tsx';
import { useAppStartup } from './app-startup.ts';
import { AppTopbar } from './app-topbar.tsx';
import { PrimeReactScope } from './prime-react-scope.tsx';
import { focusDrawerEntry } from './drawer-focus.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** How long an opened drawer keeps trying to take focus while it slides in. */
const DRAWER_FOCUS_WAIT_MS = 2000;

// Loaded when first opened: most visits never open the theme settings.
const ThemeConfigurator = lazy(() =>
  import('#client/features/theme/components/theme-configurator.tsx').then((m) => ({
    default: m.ThemeConfigurator,
  })),
);

/**
 * The logged-in layout: sidebar (static, overlay, slim or horizontal on desktop, a drawer at 991 px
 * or less) and top bar. After login the splash runs the two startup calls first. The user and menu
 * are re-read from the server in the background (role or rights may change).
 */
export function AppShell() {
  return (
    <PrimeReactScope>
      <AppShellFrame />
    </PrimeReactScope>
  );
}

function AppShellFrame() {
  const { user, menu, accessToken } = useSession();
  const theme = useTheme();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const small = useMediaQuery(SMALL_QUERY);
  const startup = useAppStartup(user);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [themeOpen, setThemeOpen] = useState(false);
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    // every panel closes when the layout switches between mobile and desktop
    setDrawerOpen(false);
    setPanel(null);
  }
  const ready = startup.phase === 'done' || startup.phase === 'exiting';

  const me = useMe(Boolean(accessToken));
  useEffect(() => {
    if (me.data) sessionStore.updateProfile(me.data);
  }, [me.data]);
  useMenuLoadFailureToast(me);
  useLiveEvents(ready ? (user?.id ?? null) : null);

  const mode = mobile ? 'drawer' : theme.menuMode;
  const drawerLike = mode === 'drawer' || mode === 'overlay';
  const drawerShown = drawerLike && drawerOpen;
  useEffect(() => {
    if (!(drawerShown && small)) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [drawerShown, small]);

  // An open drawer takes the keyboard: its first entry gets focus, the page behind it is inert
  // (Tab no longer walks the hidden page), and closing it gives focus back to its toggle.
  useEffect(() => {
    if (!drawerShown) return;
    const toggle = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const stopFocusing = focusDrawerEntry(SIDEBAR_ID, DRAWER_FOCUS_WAIT_MS);
    return () => {
      stopFocusing();
      if (document.getElementById(SIDEBAR_ID)?.contains(document.activeElement)) toggle?.focus();
    };
  }, [drawerShown]);

  useEffect(() => {
    if (!drawerShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerShown]);

  const changePanel = useCallback((next: PanelName | null) => setPanel(next), []);

  if (!user) return null; // the guards redirect before this renders

  if (startup.phase !== 'done' && startup.phase !== 'exiting') {
    return (
      <SessionSplash
        user={user}
        phase={startup.phase}
        error={startup.error}
        maxedOut={startup.maxedOut}
        onRetry={startup.retry}
        onGiveUp={() => void logout({ to: 'login' })}
      />
    );
  }

  const sidebarOpen = drawerLike ? drawerOpen : mode === 'horizontal' ? true : !collapsed;
  const classes = [
    'app-shell',
    `app-shell--${mode}`,
    mobile ? 'app-shell--mobile' : '',
    mode === 'static' && collapsed ? 'app-shell--collapsed' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <SkipLink />
      <AppSidebar
        user={user}
        menu={menu ?? []}
        open={sidebarOpen}
        onNavigate={() => setDrawerOpen(false)}
        inlineMenu={theme.inlineMenuPosition}
        slim={mode === 'slim'}
        horizontal={mode === 'horizontal'}
      />
      {drawerShown && (
        <div
          className="app-shell__backdrop"
          aria-hidden="true"
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <div className="app-shell__body">
        <AppTopbar
          user={user}
          mobile={mobile}
          sidebarOpen={sidebarOpen}
          showSidebarToggle={mode !== 'horizontal' && mode !== 'slim'}
          onToggleSidebar={() =>
            drawerLike ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value)
          }
          panel={panel}
          onPanelChange={changePanel}
          onOpenTheme={() => setThemeOpen(true)}
        />
        <div className="app-shell__page" inert={drawerShown}>
          <WarningBadges roleId={user.roleId} />
          <ConsentGate userId={user.id} />
          <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
      {startup.phase === 'exiting' && (
        <SessionSplash
          user={user}
          phase="exiting"
          error={null}
          maxedOut={false}
          onRetry={startup.retry}
          onGiveUp={() => undefined}
        />
      )}
      {themeOpen && (
        <Suspense fallback={null}>
          <ThemeConfigurator visible={themeOpen} onHide={() => setThemeOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
