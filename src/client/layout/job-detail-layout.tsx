import { lazy, Suspense } from 'react';
import { FullPageLoader } from '#client/components/full-page-loader.tsx';
import { useSession } from '#client/session/use-session.ts';
import { loadFullCatalogue, withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { PublicLayout } from '#client/layout/public-layout.tsx';

// Logged-in users only: the app shell and its texts (the whole i18n catalogue).
const AppShell = lazy(
  withPrimeReactLocale(() =>
    Promise.all([import('#client/layout/app-shell.tsx'), loadFullCatalogue()]).then(([m]) => ({
      default: m.AppShell,
    })),
  ),
);

/**
 * The job detail's layout: the public top bar and footer for visitors, the application layout
 * (sidebar and top bar) for logged-in users. Both render the page through their <Outlet />.
 */
export function JobDetailLayout() {
  const { user } = useSession();
  if (!user) return <PublicLayout />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppShell />
    </Suspense>
  );
}
