import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { sessionStore } from '#client/features/auth/session/session-store.ts';
import { useSession } from '#client/features/auth/session/use-session.ts';
import { MOBILE_QUERY, SMALL_QUERY, useMediaQuery } from '#client/hooks/use-media-query.ts';
import { AppSidebar } from './app-sidebar.tsx';
import { AppTopbar } from './app-topbar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The logged-in layout: sidebar (static and collapsible on desktop, a drawer at 991 px or less) and
 * top bar. The user and menu are re-read from the server in the background (role or rights may change).
 */
export function AppShell() {
  const { user, menu, accessToken } = useSession();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const small = useMediaQuery(SMALL_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    setDrawerOpen(false); // panels close when the layout switches between mobile and desktop
  }

  const me = useMe(Boolean(accessToken));
  useEffect(() => {
    if (me.data) sessionStore.updateProfile(me.data);
  }, [me.data]);

  const drawerShown = mobile && drawerOpen;
  useEffect(() => {
    if (!(drawerShown && small)) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [drawerShown, small]);

  useEffect(() => {
    if (!drawerShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerShown]);

  if (!user) return null; // the guards redirect before this renders

  const sidebarOpen = mobile ? drawerOpen : !collapsed;
  const classes = [
    'app-shell',
    mobile ? 'app-shell--mobile' : '',
    !mobile && collapsed ? 'app-shell--collapsed' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <SkipLink />
      <AppSidebar menu={menu ?? []} open={sidebarOpen} onNavigate={() => setDrawerOpen(false)} />
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
          onToggleSidebar={() =>
            mobile ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value)
          }
        />
        <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
