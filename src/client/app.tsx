import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, lazy } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionSplash } from './features/auth/components/session-splash.tsx';
import { useSessionRestore } from './features/auth/session/use-session-restore.ts';
import { useSession } from './features/auth/session/use-session.ts';
import { i18next, withPrimeReactLocale } from './i18n/i18n.ts';
import { completeStartupAfterRestore } from './layout/app-startup.ts';
import type { AppRouter } from './router/create-app-router.ts';
import { StartedRouterProvider } from './router/started-router-provider.tsx';

type AppProps = { router: AppRouter; queryClient: QueryClient };

// PrimeReact's Toast and its transitions load beside the first page, not in front of it.
const ToastHost = lazy(
  withPrimeReactLocale(() =>
    import('./components/toast/toast-host.tsx').then((m) => ({ default: m.ToastHost })),
  ),
);

/** Waits for a stored session to get its token (splash), then hands over to the router. */
function SessionGate({ router }: { router: AppRouter }) {
  const { user } = useSession();
  // one splash for a restored session: the token, then the logged-in app's two startup calls
  const restore = useSessionRestore({ afterRestore: completeStartupAfterRestore });
  return (
    <>
      {(restore.phase === 'done' || restore.phase === 'exiting') && (
        <StartedRouterProvider router={router} />
      )}
      {restore.phase !== 'done' && (
        <SessionSplash
          user={user}
          phase={restore.phase}
          error={restore.error}
          maxedOut={restore.maxedOut}
          onRetry={restore.retry}
          onGiveUp={restore.giveUp}
        />
      )}
    </>
  );
}

export function App({ router, queryClient }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
          <SessionGate router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
