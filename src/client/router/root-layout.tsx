import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useInactivityLogout } from '#client/session/use-inactivity-logout.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { NavigationProgress } from '#client/layout/navigation-progress.tsx';
import { useRouteHandle } from '../lib/route-handle.ts';

/** Above every layout: progress bar, scroll to top on navigation, page title, inactivity logout. */
export function RootLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  useDocumentTitle(handle ? t(`menu.${handle.name}`) : null);
  useInactivityLogout();
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
